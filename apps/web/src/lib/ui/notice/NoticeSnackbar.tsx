import { Alert, Snackbar } from '@mui/material';

export interface Notice {
  severity: 'success' | 'error';
  text: string;
  /** Changes with every notice, so a new one restarts the timer even when its text repeats. */
  key?: number;
}

/** How long a success stays; an error stays until closed so nobody misses it. */
const SUCCESS_MS = 5000;

/**
 * The app's one snackbar for the result of an action ('Kaydedildi', 'Mesaj silinemedi', …):
 * one at a time, bottom centre; a click elsewhere does not close it.
 */
export function NoticeSnackbar({ notice, onClose, testId }: { notice: Notice | null; onClose: () => void; testId?: string }) {
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={notice?.severity === 'error' ? null : SUCCESS_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }} data-testid={testId}>
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
