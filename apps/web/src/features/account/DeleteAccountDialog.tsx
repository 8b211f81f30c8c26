import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION_WORD } from '@uyku/domain';
import { TEXTS } from '../../texts';
import { isDeletionWordNearMiss } from './deletion-word';
import { PROFILE_TEXTS } from './texts';

type Step = 'first' | 'second' | 'word';

interface DeleteAccountDialogProps {
  /** Closed at the confirmations, or a wrong word given: the page says 'İptal edildi' for the latter. */
  onCancel: (wrongWord: boolean) => void;
  /** Both confirmations given and SİL typed exactly. */
  onConfirmed: () => void;
}

/**
 * Account deletion (docs/product.md, "Personal data"): two confirmations, then the word SİL typed
 * exactly. Anything else typed cancels; 'SIL' or 'sil' is first answered with a hint. The focus
 * starts on the safe button at every step.
 */
export function DeleteAccountDialog({ onCancel, onConfirmed }: DeleteAccountDialogProps) {
  const t = PROFILE_TEXTS.deletion;
  const titleId = useId();
  const bodyId = useId();
  const [step, setStep] = useState<Step>('first');
  const [word, setWord] = useState('');
  // 'SIL' or 'sil' typed once: said inline, with the dialog kept open (docs/product.md, "Personal data").
  const [hinted, setHinted] = useState(false);

  const submitWord = (event: FormEvent) => {
    event.preventDefault();
    // Exactly SİL: the dotted capital İ, no spaces around it (docs/product.md, "Personal data").
    if (word === ACCOUNT_DELETION_WORD) onConfirmed();
    else if (!hinted && isDeletionWordNearMiss(word)) setHinted(true);
    else onCancel(true);
  };

  const title = step === 'first' ? t.firstTitle : step === 'second' ? t.secondTitle : t.wordTitle;
  const body = step === 'first' ? t.firstBody : step === 'second' ? t.secondBody : t.wordBody;
  return (
    <Dialog
      open
      onClose={() => onCancel(step === 'word')}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
    >
      <form onSubmit={submitWord} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{body}</DialogContentText>
          {step === 'word' && (
            <TextField
              label={t.wordLabel}
              value={word}
              onChange={(e) => setWord(e.target.value)}
              name="confirmWord"
              autoComplete="off"
              autoFocus
              fullWidth
              sx={{ mt: 2 }}
              error={hinted}
              helperText={hinted ? t.wordHint : undefined}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false }, formHelperText: { role: 'alert' } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onCancel(step === 'word')} autoFocus={step !== 'word'}>
            {TEXTS.common.cancel}
          </Button>
          {step === 'word' ? (
            <Button type="submit" variant="contained" color="error" disabled={word.trim() === ''}>
              {t.wordConfirm}
            </Button>
          ) : (
            <Button variant="contained" color="error" onClick={() => setStep(step === 'first' ? 'second' : 'word')}>
              {step === 'first' ? t.firstConfirm : t.secondConfirm}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
