import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { ADMIN_TEXTS } from './texts';

export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
}

/** The confirmation the spec asks before approval changes, group switches and deletions. */
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
        <Button onClick={onClose}>{ADMIN_TEXTS.common.cancel}</Button>
        <Button
          variant="contained"
          color={request?.danger ? 'error' : 'primary'}
          onClick={() => {
            request?.onConfirm();
            onClose();
          }}
          autoFocus
        >
          {request?.confirmLabel ?? ADMIN_TEXTS.common.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
