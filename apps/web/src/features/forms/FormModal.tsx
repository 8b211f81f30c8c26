import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { FormType } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { UnsavedChangesDialog } from '../../lib/ui/UnsavedChangesDialog';
import { useUnsavedLinkGuard } from '../../lib/useUnsavedLinkGuard';
import { useMarkFilled } from './api';
import { BuiltinFormView } from './builtin/BuiltinFormView';
import { FORMS_TEXTS } from './texts';

export interface FormModalProps {
  form: FormType | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
}

const t = FORMS_TEXTS.modal;

/** Google's embed view of the form: the address as given (pre-filled or not) with `embedded=true`. */
function embedUrl(address: string): string {
  try {
    const url = new URL(address);
    if (url.hostname === 'docs.google.com') url.searchParams.set('embedded', 'true');
    return url.toString();
  } catch {
    return address;
  }
}

/**
 * The full-screen form modal (docs/product.md, "Questionnaires (forms)"): 90% of the viewport height, the external form embedded,
 * the hint, 'Yeni sekmede aç' (the form's address in a new tab), 'Doldurdum' and 'İptal'; closing an unfilled form with X asks 'Formu doldurdunuz mu?'.
 * A built-in form is filled in the same modal, inside the app.
 */
export function FormModal({ form, onClose, onSaved, onFailed }: FormModalProps) {
  const titleId = useId();
  const askId = useId();
  const { user } = useSession();
  const submit = useMarkFilled();
  const [asking, setAsking] = useState(false);
  // A built-in questionnaire with answers given: Esc, 'X' and 'İptal' ask before the answers are lost.
  const [answering, setAnswering] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The back button asks too while answers are given; 'Çık' then closes the questionnaire, not the page.
  const guard = useUnsavedLinkGuard(answering, () => setLeaving(true));
  const closeAnswers = () => (answering ? setLeaving(true) : onClose());

  const markFilled = () => {
    if (!form) return;
    submit.mutate(
      {
        form,
        responses: { filled: true, timestamp: new Date().toISOString(), user_name: user?.name ?? '', user_phone: user?.phone ?? '' },
      },
      {
        onSuccess: (outcome) => onSaved(outcome.queued ? t.queued : t.saved),
        onError: () => onFailed(t.saveFailed),
      },
    );
    setAsking(false);
    onClose();
  };

  const closeWithX = () => {
    if (form && form.kind === 'google' && !form.is_filled) setAsking(true);
    else closeAnswers();
  };

  return (
    <>
      <Dialog
        open={form !== null}
        onClose={(_event, reason) => (reason === 'backdropClick' ? undefined : closeWithX())}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="lg"
        slotProps={{
          paper: {
            'data-testid': 'form-modal',
            sx: { height: '90vh', maxHeight: '90vh', m: { xs: 1, sm: 2 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 32px)' } },
          } as object,
        }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {form?.title}
        </DialogTitle>
        {/* Beside the title, not in it: inside, its name 'Kapat' became part of the dialog's name. */}
        <IconButton aria-label={t.close} onClick={closeWithX} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        {form?.kind === 'builtin' && (
          <BuiltinFormView
            key={form.id}
            formId={form.id}
            onCancel={closeAnswers}
            onDirtyChange={setAnswering}
            onSaved={(m) => {
              setAnswering(false);
              onSaved(m);
              onClose();
            }}
          />
        )}
        {form?.kind === 'google' && (
          <>
            <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
              <Box
                component="iframe"
                src={embedUrl(form.google_form_url)}
                title={t.iframeTitle(form.title)}
                data-testid="form-iframe"
                sx={{ flex: 1, width: '100%', minHeight: 240, border: 0 }}
              />
            </DialogContent>
            <DialogActions sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'stretch', gap: 1, px: 2, py: 1.5 }}>
              <Alert severity="info" icon={false} sx={{ flex: 1, py: 0, alignItems: 'center' }}>
                <Typography variant="body2">{t.hint}</Typography>
              </Alert>
              <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
                {/* For when the embed cannot load (blocked cookies, a form that refuses framing). */}
                <Button
                  component="a"
                  href={form.google_form_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<OpenInNewIcon />}
                  data-testid="form-open-new-tab"
                >
                  {t.openInNewTab}
                </Button>
                <Button onClick={onClose}>{t.cancel}</Button>
                <Button variant="contained" color="success" onClick={markFilled} disabled={submit.isPending}>
                  {t.filled}
                </Button>
              </Stack>
            </DialogActions>
          </>
        )}
      </Dialog>
      <UnsavedChangesDialog
        open={leaving}
        onStay={() => {
          setLeaving(false);
          guard.release();
        }}
        onLeave={() => {
          setLeaving(false);
          setAnswering(false);
          guard.settle();
          onClose();
        }}
      />
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={askId} maxWidth="xs" fullWidth>
        <DialogTitle id={askId}>{t.askTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.askBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            {t.askNo}
          </Button>
          <Button variant="contained" color="success" onClick={markFilled} autoFocus>
            {t.askYes}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
