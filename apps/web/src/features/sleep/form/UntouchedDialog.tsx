import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { SLEEP_TEXTS } from '../texts';

/**
 * Asked before a new night whose clock times, quality and moods were never changed is saved
 * (docs/product.md, "Sleep diary", "A night is never invented"). 'Düzenle' keeps the form as it is;
 * the focus starts there, so a sleepy double tap does not save the defaults.
 */
export function UntouchedDialog({
  answers,
  onEdit,
  onSave,
}: {
  /** The untouched answers' labels; null keeps the dialog closed. */
  answers: readonly string[] | null;
  onEdit: () => void;
  onSave: () => void;
}) {
  const t = SLEEP_TEXTS.untouched;
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={answers !== null} onClose={onEdit} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t.body(answers ?? [])}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onEdit} autoFocus>
          {t.edit}
        </Button>
        <Button variant="contained" onClick={onSave}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
