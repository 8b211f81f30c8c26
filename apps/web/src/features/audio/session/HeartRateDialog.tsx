import FavoriteIcon from '@mui/icons-material/Favorite';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { AUDIO_HEART_RATE_MAX, AUDIO_HEART_RATE_MIN } from '@uyku/domain';
import { AUDIO_TEXTS } from './texts';
import { ProblemAlert } from '../../../lib/ui/ProblemAlert';

export interface HeartRateDialogProps {
  open: boolean;
  kind: 'before' | 'after';
  itemName: string;
  busy?: boolean;
  /** Resolves with an error text to show, or null when accepted. */
  onConfirm: (value: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The heart-rate modal of both audio screens (docs/product.md, "Relaxation and binaural sessions"). */
export function HeartRateDialog({ open, kind, itemName, busy = false, onConfirm, onCancel }: HeartRateDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const title = kind === 'before' ? AUDIO_TEXTS.beforeTitle : AUDIO_TEXTS.afterTitle;

  const close = () => {
    setValue('');
    setError(null);
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const problem = await onConfirm(value.trim());
    setPending(false);
    setError(problem);
    if (!problem) setValue('');
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="heart-rate-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="heart-rate-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FavoriteIcon color="error" fontSize="small" aria-hidden />
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {itemName} — {kind === 'before' ? AUDIO_TEXTS.beforeHint : AUDIO_TEXTS.afterHint}
            </Typography>
            <TextField
              autoFocus
              label={AUDIO_TEXTS.heartRateLabel}
              placeholder="72"
              type="number"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              slotProps={{ htmlInput: { min: AUDIO_HEART_RATE_MIN, max: AUDIO_HEART_RATE_MAX, inputMode: 'numeric', step: 1 } }}
              error={Boolean(error)}
              fullWidth
            />
            <ProblemAlert problem={error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            {AUDIO_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || busy}>
            {kind === 'before' ? AUDIO_TEXTS.start : AUDIO_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
