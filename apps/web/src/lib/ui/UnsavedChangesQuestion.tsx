import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useId } from 'react';

/** Kept here, not in the shell's texts: only the forms that ask load them. */
export const UNSAVED_TEXTS = {
  question: 'Kaydedilmemiş değişiklikler var. Çıkmak istiyor musunuz?',
  leave: 'Çık',
  stay: 'Düzenlemeye Dön',
} as const;

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** 'Çık': the changes are given up. */
  onLeave: () => void;
  /** 'Düzenlemeye Dön' (also Esc or a click outside): back to the form as it was. */
  onStay: () => void;
}

/**
 * 'Kaydedilmemiş değişiklikler var. Çıkmak istiyor musunuz?' (docs/product.md, "App shell"): asked
 * before a form with unsaved answers closes. Staying is the focused answer, so a stray Enter or
 * Esc never throws the answers away.
 */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  const titleId = useId();
  const t = UNSAVED_TEXTS;
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="unsaved-changes">
      <DialogTitle id={titleId} sx={{ fontSize: 18 }}>
        {t.question}
      </DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLeave} color="error">
          {t.leave}
        </Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          {t.stay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
