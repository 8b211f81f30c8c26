import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { TEXTS } from '../../texts';

export interface ConfirmRequest {
  title: string;
  body: string;
  /** Defaults to 'Onayla'. */
  confirmLabel?: string;
  /** A deletion or another step that cannot be undone: red button, and the focus starts on 'İptal'. */
  danger?: boolean;
  onConfirm: () => void;
}

/** The confirmation asked before approvals, group switches and deletions (docs/product.md, "Admin panel"). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const titleId = useId();
  const bodyId = useId();
  const danger = request?.danger === true;
  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{request?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus={danger}>
          {TEXTS.common.cancel}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={() => {
            request?.onConfirm();
            onClose();
          }}
          autoFocus={!danger}
        >
          {request?.confirmLabel ?? TEXTS.common.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
