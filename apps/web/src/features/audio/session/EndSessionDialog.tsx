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
 * 'Bitir' saves the seconds heard and opens the after-modal, 'Devam Et' goes on as before
 * (docs/product.md, "Relaxation and binaural sessions").
 */
export function EndSessionDialog({ open, heardSeconds, onKeepListening, onEnd }: EndSessionDialogProps) {
  return (
    <Dialog open={open} onClose={onKeepListening} maxWidth="xs" fullWidth aria-labelledby="end-session-title">
      <DialogTitle id="end-session-title">{AUDIO_TEXTS.endTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{AUDIO_TEXTS.endBody(AUDIO_TEXTS.heardMinutes(heardSeconds))}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onKeepListening} color="inherit">
          {AUDIO_TEXTS.keepListening}
        </Button>
        <Button onClick={onEnd} variant="contained" autoFocus>
          {AUDIO_TEXTS.end}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
