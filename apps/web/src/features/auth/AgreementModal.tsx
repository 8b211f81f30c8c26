import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, useMediaQuery, useTheme } from '@mui/material';
import { LegalDocumentBody } from '../../lib/legal/LegalDocumentBody';
import { TERMS } from '../../lib/legal/terms-text';
import { AUTH_TEXTS } from './texts';

interface AgreementModalProps {
  open: boolean;
  onClose: () => void;
  /** Ticks the terms box of the registration form. */
  onAccept: () => void;
}

/** The user agreement in a dialog; its accept button ticks the terms consent. */
export function AgreementModal({ open, onClose, onAccept }: AgreementModalProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const t = AUTH_TEXTS.agreement;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" scroll="paper" aria-labelledby="agreement-title">
      <DialogTitle id="agreement-title">{t.title}</DialogTitle>
      {/* Focusable, so a keyboard alone can scroll the long text (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="agreement-title">
        <LegalDocumentBody text={TERMS} headingLevel={3} />
      </DialogContent>
      {/* On a phone the link takes its own line above the two buttons, which share one row. */}
      <DialogActions
        sx={{
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Link href="/terms" target="_blank" rel="noopener" sx={{ mr: { sm: 'auto' }, ml: 1, py: { xs: 1.5, sm: 0 } }}>
          {t.openFull}
        </Link>
        {/* Sized by their labels and never wrapped: at 360 px 'Okudum, Kabul Ediyorum' fits on one line beside 'Kapat'. */}
        <Stack direction="row" spacing={1} sx={{ '& > *': { flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' } }}>
          <Button onClick={onClose}>{t.close}</Button>
          <Button
            variant="contained"
            onClick={() => {
              onAccept();
              onClose();
            }}
          >
            {t.accept}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
