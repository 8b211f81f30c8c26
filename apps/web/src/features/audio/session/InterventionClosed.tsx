import EventIcon from '@mui/icons-material/Event';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { ApiError } from '../../../lib/api-client';
import { AUDIO_TEXTS } from './texts';

/**
 * The server's word that the audio is not open on this study day (docs/decisions/034-intervention-phase-gate.md):
 * the day it opens, or that its period has ended. Null for any other failure, which the page
 * handles as before.
 */
export function interventionClosedMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'INTERVENTION_NOT_OPEN' ? error.message : null;
}

/** Shown instead of the content while the participant's intervention phase has not begun or is over. */
export function InterventionClosed({ title, message }: { title: string; message: string }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }} data-testid="intervention-closed">
      <CardContent sx={{ py: 5 }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <EventIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography role="status">{message}</Typography>
          <Typography variant="body2" color="text.secondary">
            {AUDIO_TEXTS.interventionClosedHelp}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
