import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, useMediaQuery, useTheme } from '@mui/material';
import { LegalDocumentBody } from '../../lib/legal/LegalDocumentBody';
import { TERMS } from '../../lib/legal/terms-text';
import { AUTH_TEXTS } from './texts';

interface AgreementModalProps {
  open: boolean;
  onClose: () => void;
  /** Ticks the terms box of the registration form. */
  onAccept: () => void;
}

/** The user agreement in a dialog; its accept button ticks the terms consent (spec "Register"). */
export function AgreementModal({ open, onClose, onAccept }: AgreementModalProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const t = AUTH_TEXTS.agreement;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" scroll="paper" aria-labelledby="agreement-title">
      <DialogTitle id="agreement-title">{t.title}</DialogTitle>
      <DialogContent dividers>
        <LegalDocumentBody text={TERMS} headingLevel={3} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Link href="/terms" target="_blank" rel="noopener" sx={{ mr: 'auto', ml: 1 }}>
          {t.openFull}
        </Link>
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
      </DialogActions>
    </Dialog>
  );
}
