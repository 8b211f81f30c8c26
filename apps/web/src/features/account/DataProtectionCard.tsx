import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { TOUCH_MEDIA, TOUCH_TARGET_PX } from '../../lib/ui/touch-targets';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { setFlash } from '../../lib/flash';
import { sessionStore } from '../../lib/session';
import { AccountCard } from './AccountCard';
import { useDeleteAccount, useDownloadMyData } from './api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { PROFILE_TEXTS } from './texts';

export interface Notice {
  severity: 'success' | 'error' | 'info';
  text: string;
}

/**
 * The data-protection section (docs/product.md, "Personal data"): download my data, delete my account, and the
 * legal texts in a new tab. The outcome of each action shows as a notice above the buttons.
 */
export function DataProtectionCard({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const t = PROFILE_TEXTS.data;
  const d = PROFILE_TEXTS.deletion;
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState(false);

  const startDownload = () => {
    onNotice(null);
    download.mutate(undefined, {
      onSuccess: () => onNotice({ severity: 'success', text: t.downloaded }),
      onError: () => onNotice({ severity: 'error', text: t.downloadFailed }),
    });
  };

  const deleteNow = () => {
    setDeleting(false);
    onNotice(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        // The login page shows the farewell once the session is gone (storage cleared, to /login).
        setFlash(d.deleted);
        sessionStore.clear();
        localStorage.clear();
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        const reason = error instanceof ApiError && error.status !== 0 && error.message ? error.message : d.failedFallback;
        onNotice({ severity: 'error', text: `${d.failedPrefix}${reason}` });
      },
    });
  };

  return (
    <AccountCard title={t.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.body}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<DownloadOutlinedIcon />} onClick={startDownload} disabled={download.isPending}>
          {download.isPending ? t.downloading : t.download}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          onClick={() => {
            onNotice(null);
            setDeleting(true);
          }}
          disabled={remove.isPending}
        >
          {remove.isPending ? d.deleting : t.delete}
        </Button>
      </Stack>
      {/* A gap rather than margins, so a wrapped second link starts flush left; each link a 44 px touch target on a phone. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', '& a': { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX, display: 'inline-flex', alignItems: 'center' } } }}>
        <Link href="/terms" target="_blank" rel="noopener">
          {t.terms}
        </Link>
        <Link href="/privacy-policy" target="_blank" rel="noopener">
          {t.privacy}
        </Link>
      </Stack>
      {deleting && (
        <DeleteAccountDialog
          onCancel={(wrongWord) => {
            setDeleting(false);
            if (wrongWord) onNotice({ severity: 'info', text: d.cancelled });
          }}
          onConfirmed={deleteNow}
        />
      )}
    </AccountCard>
  );
}

export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} onClose={onClose} role={notice.severity === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </Alert>
  );
}
