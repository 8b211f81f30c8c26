import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { SLEEP_TEXTS } from '../texts';

/**
 * Asked before a new night whose clock times, quality and moods were never changed is saved (naming
 * the factors too when they were left at their defaults)
 * (docs/product.md, "Sleep diary", "A night is never invented"). 'Düzenle' keeps the form as it is;
 * the focus starts there, so a sleepy double tap does not save the defaults.
 */
export function UntouchedDialog({
  open,
  answers,
  factors,
  onEdit,
  onSave,
}: {
  open: boolean;
  /** The untouched night answers' labels. */
  answers: readonly string[];
  /** The untouched factors' labels ('Etkileyen Faktörler' left as it was); null when one was changed. */
  factors: readonly string[] | null;
  onEdit: () => void;
  onSave: () => void;
}) {
  const t = SLEEP_TEXTS.untouched;
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onEdit} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent id={bodyId}>
        <DialogContentText>{t.body(answers)}</DialogContentText>
        {factors && <DialogContentText sx={{ mt: 1.5 }}>{t.factors(factors)}</DialogContentText>}
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
