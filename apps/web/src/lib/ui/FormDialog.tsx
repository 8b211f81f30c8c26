import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { TEXTS } from '../../texts';
import { ProblemAlert } from './ProblemAlert';

export interface FormDialogProps {
  open?: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** Why the last submit failed, shown above the fields. */
  problem: string | null;
  /** The submit is under way: its button is disabled and says `busyLabel`. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** 'xs' for a couple of fields; 'sm' dialogs fill a phone's screen. */
  size: 'xs' | 'sm';
  children: ReactNode;
}

/**
 * A modal form: the title, the problem of the last submit, the fields, then 'İptal' and the
 * submit button. Enter submits; the form validates itself (noValidate).
 */
export function FormDialog(props: FormDialogProps) {
  const { open = true, onClose, title, onSubmit, problem, busy, submitLabel, busyLabel, size, children } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={size === 'sm' && phone} maxWidth={size} fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ProblemAlert problem={problem} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{TEXTS.common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
