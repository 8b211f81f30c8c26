import LockIcon from '@mui/icons-material/Lock';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { canUseBetaFeatures } from '@uyku/domain';
import { useSession } from '../../../lib/session-context';
import { AUDIO_TEXTS } from './texts';

/**
 * docs/product.md, "Roles and access": a lock screen for users outside the experiment
 * group, the beta badge for experiment-group participants (admins see neither).
 */
export function BetaGate({ lockText, children }: { lockText: string; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !canUseBetaFeatures(user)) {
    return (
      <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <LockIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h5" component="h1">
              {AUDIO_TEXTS.lockTitle}
            </Typography>
            <Typography color="text.secondary">{lockText}</Typography>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return <>{children}</>;
}

export function BetaBadge() {
  const { user } = useSession();
  if (!user || user.isAdmin || user.abGroup !== 'experiment') return null;
  return <Chip label={AUDIO_TEXTS.betaBadge} color="secondary" size="small" sx={{ fontWeight: 600, alignSelf: 'flex-start' }} />;
}
