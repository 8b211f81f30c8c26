import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { AUDIO_TEXTS } from './texts';

export interface EndSessionDialogProps {
  open: boolean;
  /** Seconds heard so far, said in the question. */
  heardSeconds: number;
  onKeepListening: () => void;
  onEnd: () => void;
}

/**
 * Asked once when a session is ended before its end (the card's button, or leaving the page):
 * 'Bitir' saves the seconds heard and opens the after-modal, 'Dinlemeye Devam Et' (the main button) goes on as before
 * (docs/product.md, "Relaxation and binaural sessions").
 */
export function EndSessionDialog({ open, heardSeconds, onKeepListening, onEnd }: EndSessionDialogProps) {
  return (
    <Dialog open={open} onClose={onKeepListening} maxWidth="xs" fullWidth aria-labelledby="end-session-title">
      <DialogTitle id="end-session-title">{AUDIO_TEXTS.endTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{AUDIO_TEXTS.endBody(AUDIO_TEXTS.heardMinutes(heardSeconds))}</DialogContentText>
      </DialogContent>
      {/* Going on listening is the main answer (focused, filled): a stray tap keeps the session, never ends it. */}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onEnd} variant="outlined">
          {AUDIO_TEXTS.end}
        </Button>
        <Button onClick={onKeepListening} variant="contained" autoFocus>
          {AUDIO_TEXTS.keepListening}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
