import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { formatDateLong, type NightSummary } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { useDeleteNight } from './api';
import { SLEEP_TEXTS } from './texts';

/** Asks before a night is removed for good; closes and reports once the server confirms. */
export function DeleteSleepDialog({
  session,
  onClose,
  onDeleted,
}: {
  session: NightSummary | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteNight();
  const titleId = useId();
  const t = SLEEP_TEXTS.deleteDialog;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={session !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{session ? t.body(formatDateLong(session.sleep_date)) : ''}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error, t.failed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            session &&
            remove.mutate(session.id, {
              onSuccess: (answer) => {
                remove.reset();
                onDeleted(answer.message);
              },
            })
          }
        >
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
