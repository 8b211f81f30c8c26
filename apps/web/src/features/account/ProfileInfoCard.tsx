import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@uyku/domain';
import { TEXTS } from '../../texts';
import { AccountCard } from './AccountCard';
import { PROFILE_TEXTS } from './texts';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography color="text.secondary" variant="body2" sx={{ pt: { sm: 0.25 } }}>
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** Name (or 'Belirtilmemiş'), phone, e-mail if present, group with the BETA badge (docs/product.md, "Profile"). */
export function ProfileInfoCard({ user, onEdit }: { user: SessionUser; onEdit: () => void }) {
  const t = PROFILE_TEXTS.info;
  return (
    <AccountCard title={t.title}>
      <InfoRow label={t.name}>
        <Typography>{user.name.trim() ? user.name : t.notSet}</Typography>
      </InfoRow>
      <InfoRow label={t.phone}>
        <Typography>{user.phone}</Typography>
      </InfoRow>
      {user.email && (
        <InfoRow label={t.email}>
          <Typography>{user.email}</Typography>
        </InfoRow>
      )}
      <InfoRow label={t.group}>
        {user.abGroup === 'experiment' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{t.experiment}</Typography>
            <Chip label={TEXTS.shell.betaBadge} size="small" color="secondary" sx={{ height: 20, fontWeight: 700 }} />
          </Stack>
        ) : (
          <Typography>{t.control}</Typography>
        )}
      </InfoRow>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={onEdit}>
          {t.edit}
        </Button>
        <Button variant="text" component={RouterLink} to="/change-password">
          {t.changePassword}
        </Button>
      </Stack>
    </AccountCard>
  );
}
