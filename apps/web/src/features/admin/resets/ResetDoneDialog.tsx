import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { ApproveResetResponse } from '@uyku/domain';
import { ADMIN_TEXTS } from '../texts';

/**
 * After an approval the new password is shown to the admin to pass on (docs/product.md, "Password resets"). It lives only in
 * this dialog's state: closing it forgets the password.
 */
export function ResetDoneDialog({ result, onClose }: { result: ApproveResetResponse | null; onClose: () => void }) {
  const t = ADMIN_TEXTS.resets;
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!result) return;
    await navigator.clipboard.writeText(result.newPassword).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Dialog open={result !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t.doneTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t.doneBody}</DialogContentText>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
            <Typography component="dt" color="text.secondary">
              {t.donePhone}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="reset-done-phone">
              {result?.phone}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t.donePassword}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere' }} data-testid="reset-done-password">
              {result?.newPassword}
            </Typography>
          </Box>
          {copied && <Alert severity="success">{t.copied}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button variant="contained" onClick={close}>
          {ADMIN_TEXTS.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
