import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';

/** Signs out (a failed call still ends the session here) and goes to the sign-in screen. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    sessionStore.clear();
    void navigate('/login', { replace: true });
  };
}
