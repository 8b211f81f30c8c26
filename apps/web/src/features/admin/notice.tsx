import { Alert, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Severity = 'success' | 'error';
interface Notice {
  key: number;
  severity: Severity;
  text: string;
}

interface NoticeApi {
  success: (text: string) => void;
  error: (text: string) => void;
}

const NoticeContext = createContext<NoticeApi | null>(null);

/**
 * The success and error texts of the admin actions (spec section 8), shown as one snackbar at a
 * time; errors stay until closed so a researcher cannot miss them.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((severity: Severity, text: string) => setNotice({ key: Date.now(), severity, text }), []);
  const value = useMemo(() => ({ success: (t: string) => show('success', t), error: (t: string) => show('error', t) }), [show]);
  const close = () => setNotice(null);

  return (
    <NoticeContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? null : 5000}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={close} sx={{ width: '100%' }} data-testid="admin-notice">
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NoticeContext.Provider>
  );
}

export function useNotice(): NoticeApi {
  const value = useContext(NoticeContext);
  if (!value) throw new Error('useNotice outside NoticeProvider');
  return value;
}
