import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { CHAT_TEXTS } from './texts';

export interface ConfirmRequest {
  title: string;
  body: string;
  onConfirm: () => void;
}

/** The confirmation before a message or a whole conversation is deleted for good. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{request?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {CHAT_TEXTS.confirm.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            request?.onConfirm();
            onClose();
          }}
        >
          {CHAT_TEXTS.confirm.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
