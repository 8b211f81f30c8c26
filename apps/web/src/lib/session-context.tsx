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
 * Restores the stored session. When a token exists without a user, the session is verified once:
 * 401 or 404 signs out, any other failure keeps the token and offers a retry (spec section 4).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const [verifyStatus, setVerifyStatus] = useState<VerifyStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    const { token, user } = session;
    if (!token || user) return;
    const key = `${token}#${attempt}`;
    if (verifiedToken.current === key) return;
    verifiedToken.current = key;
    setVerifyStatus('verifying');
    api<VerifyResponse>('/auth/verify', { token })
      .then((answer) => {
        sessionStore.setUser(sessionUserFromVerified(answer.user));
        setVerifyStatus('idle');
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
          sessionStore.clear();
          setVerifyStatus('idle');
        } else {
          setVerifyStatus('failed');
        }
      });
  }, [session, attempt]);

  const value: SessionContextValue = { ...session, verifyStatus, retryVerify: () => setAttempt((n) => n + 1) };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
