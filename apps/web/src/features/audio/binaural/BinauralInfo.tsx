import HeadphonesIcon from '@mui/icons-material/Headphones';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { playHeadphoneCheck } from '../session/headphone-check';
import { BINAURAL_TEXTS } from './texts';
import { HeadingWithHelp } from '../../../lib/ui/HeadingWithHelp';

function HeadphoneCheck() {
  const [side, setSide] = useState<'left' | 'right' | null>(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
      <Button
        variant="outlined"
        startIcon={<HeadphonesIcon />}
        disabled={side !== null}
        onClick={() => void playHeadphoneCheck(setSide).catch(() => setSide(null))}
      >
        {BINAURAL_TEXTS.headphoneCheck}
      </Button>
      {side && (
        <Typography aria-live="polite" color="primary">
          {side === 'left' ? BINAURAL_TEXTS.headphoneLeft : BINAURAL_TEXTS.headphoneRight}
        </Typography>
      )}
    </Stack>
  );
}

/** What a binaural beat is, and the headphone check. */
export function BinauralInfo() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <HeadingWithHelp title={BINAURAL_TEXTS.infoTitle} help={BINAURAL_TEXTS.info} component="h2" />
          <Alert severity="info" icon={<HeadphonesIcon />}>
            {BINAURAL_TEXTS.headphonesRequired}
          </Alert>
          <HeadphoneCheck />
        </Stack>
      </CardContent>
    </Card>
  );
}
