import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { sessionUserFromVerified, type VerifyResponse } from '@uyku/domain';
import { api, ApiError } from './api-client';
import { sessionStore, type SessionState } from './session';

export type VerifyStatus = 'idle' | 'verifying' | 'failed';

interface SessionContextValue extends SessionState {
  verifyStatus: VerifyStatus;
  retryVerify: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Restores the stored session and verifies its token once per start: 401 or 404 signs out, any
 * other failure keeps the session (docs/product.md, "Registration and sign-in"). When a token exists without a user, the app
 * waits for that answer and offers a retry if it fails.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // On the server (the build's prerender) the store holds whom the build signed in: nobody for /login,
  // whose HTML the app takes over only signed out (prerenderedFits), and a sample participant for the
  // signed-in starts' styles, whose HTML is not kept (apps/web/src/prerender/login.tsx).
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const [verifyFailed, setVerifyFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const verifiedToken = useRef<string | null>(null);
  // The token found in storage at start. A token a sign-in has just issued came with its user.
  const storedAtStart = useRef(session.token);

  useEffect(() => {
    const { token, user } = session;
    if (!token || (user && token !== storedAtStart.current)) return;
    const key = `${token}#${attempt}`;
    if (verifiedToken.current === key) return;
    verifiedToken.current = key;
    // Without a stored user the app waits for the answer; with one it shows the stored user at once
    // and refreshes it quietly, so a group or name an admin changed meanwhile is picked up.
    const blocking = !user;
    api<VerifyResponse>('/auth/verify', { token })
      .then((answer) => {
        const fresh = sessionUserFromVerified(answer.user);
        if (JSON.stringify(fresh) !== JSON.stringify(sessionStore.get().user)) sessionStore.setUser(fresh);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
          sessionStore.clear();
        } else if (blocking) {
          setVerifyFailed(true);
        }
      });
  }, [session, attempt]);

  // While a token waits for its user, the app is verifying unless the last attempt failed.
  const verifyStatus: VerifyStatus = !session.token || session.user ? 'idle' : verifyFailed ? 'failed' : 'verifying';
  const retryVerify = () => {
    setVerifyFailed(false);
    setAttempt((n) => n + 1);
  };
  const value: SessionContextValue = { ...session, verifyStatus, retryVerify };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
