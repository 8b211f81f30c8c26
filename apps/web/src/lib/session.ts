import { isStoredSessionUser, type SessionUser } from '@uyku/domain';

/**
 * The signed-in session (the user and the token), kept in local storage
 * and exposed as a tiny external store for React's useSyncExternalStore.
 */
export const STORAGE_KEYS = { user: 'uyku.user', token: 'uyku.token' } as const;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
}

/**
 * The signed-out state, always this one object. React compares a store's snapshots by identity, and
 * the build's prerender renders the sign-in screen signed out: a signed-out browser that read an
 * equal but other object made React render the whole app again, synchronously, right after taking
 * the prerendered screen over (decision 029).
 */
export const SIGNED_OUT: SessionState = Object.freeze({ user: null, token: null });

function readStored(): SessionState {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    const stored: unknown = rawUser ? JSON.parse(rawUser) : null;
    if (stored !== null && !isStoredSessionUser(stored)) throw new Error('stored user malformed');
    const user = stored;
    if (!token && user) throw new Error('user without token');
    return token ? { user, token } : SIGNED_OUT;
  } catch {
    // Unreadable or tampered data: start signed out rather than half signed in.
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.token);
    return SIGNED_OUT;
  }
}

let state: SessionState = readStored();
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: SessionUser, token: string): void {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    publish({ user, token });
  },
  /** Replaces the stored user (after verify or a profile change) and keeps the token. */
  setUser(user: SessionUser): void {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    publish({ ...state, user });
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.token);
    publish(SIGNED_OUT);
  },
  /** Re-reads storage (tests, and another tab signing out). */
  reload(): void {
    publish(readStored());
  },
};

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.token || event.key === null) {
      sessionStore.reload();
    }
  });
}
