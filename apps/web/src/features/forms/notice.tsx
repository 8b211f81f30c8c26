import { Alert, Snackbar } from '@mui/material';
import { useState } from 'react';

export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** The success and error texts of section 8 as one snackbar; errors stay until closed. */
export function useNoticeState() {
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);
  return {
    notice,
    success: (text: string) => setNotice({ severity: 'success', text, key: Date.now() }),
    error: (text: string) => setNotice({ severity: 'error', text, key: Date.now() }),
    close: () => setNotice(null),
  };
}

export function NoticeSnackbar({ notice, onClose }: { notice: (Notice & { key: number }) | null; onClose: () => void }) {
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={notice?.severity === 'error' ? null : 5000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose} data-testid="forms-notice">
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
