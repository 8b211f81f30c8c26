import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { SLEEP_TEXTS } from '../texts';

/**
 * Asked before a new night whose clock times, quality and moods, or whose factors, were never changed is saved
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
  /** The untouched night answers' labels; null when one was changed. */
  answers: readonly string[] | null;
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
      <DialogTitle id={titleId}>{answers ? t.title : t.factorsTitle}</DialogTitle>
      <DialogContent id={bodyId}>
        {answers && <DialogContentText>{t.body(answers)}</DialogContentText>}
        {factors && <DialogContentText sx={{ mt: answers ? 1.5 : 0 }}>{t.factors(factors)}</DialogContentText>}
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
