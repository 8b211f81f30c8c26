import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DATA_TEXTS } from './texts';

export interface ParticipantSummary {
  user_name: string;
  user_phone: string;
  ab_group: 'control' | 'experiment';
}

/**
 * A participant's name (an h2, since the list and the detail follow the panel's h1 with no
 * heading between — axe heading-order), group chip, and phone with what follows it.
 */
export function ParticipantIdentity(props: { participant: ParticipantSummary; size: 'card' | 'detail'; details: ReactNode }) {
  const { participant, size, details } = props;
  const card = size === 'card';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          variant={card ? 'subtitle1' : 'h5'}
          component="h2"
          sx={card ? { fontWeight: 600, overflowWrap: 'anywhere' } : { overflowWrap: 'anywhere' }}
        >
          {participant.user_name}
        </Typography>
        <Chip
          size="small"
          label={DATA_TEXTS.groups[participant.ab_group]}
          color={participant.ab_group === 'experiment' ? 'secondary' : 'default'}
        />
      </Stack>
      <Typography variant={card ? 'body2' : 'body1'} color="text.secondary">
        {participant.user_phone} · {details}
      </Typography>
    </Box>
  );
}
