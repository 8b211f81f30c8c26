import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { Button, Card, CardActions, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { BinauralSound } from '@uyku/domain';
import { AUDIO_TEXTS } from '../session/texts';
import { BINAURAL_TEXTS } from './texts';

export interface SoundCardProps {
  sound: BinauralSound;
  playing: boolean;
  progress: number;
  onToggle: () => void;
}

/** One binaural sound (spec "Binaural sounds" card). */
export function SoundCard({ sound, playing, progress, onToggle }: SoundCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: playing ? 'primary.main' : undefined }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          {sound.url ? <HeadphonesIcon color="primary" aria-hidden /> : <GraphicEqIcon color="primary" aria-hidden />}
          <Chip size="small" label={AUDIO_TEXTS.minutes(Math.round(sound.duration / 60))} />
        </Stack>
        <Typography variant="h6" component="h3" gutterBottom>
          {sound.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {sound.description}
        </Typography>
        <Typography variant="body2">{BINAURAL_TEXTS.baseFrequency(sound.base_frequency)}</Typography>
        <Typography variant="body2">{BINAURAL_TEXTS.beatFrequency(sound.binaural_frequency)}</Typography>
        {playing && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label="İlerleme" />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Button
          variant={playing ? 'outlined' : 'contained'}
          startIcon={playing ? <StopIcon /> : <PlayArrowIcon />}
          onClick={onToggle}
          aria-label={`${playing ? BINAURAL_TEXTS.stop : BINAURAL_TEXTS.play}: ${sound.name}`}
        >
          {playing ? BINAURAL_TEXTS.stop : BINAURAL_TEXTS.play}
        </Button>
        {sound.play_count > 0 && (
          <Typography variant="caption" color="text.secondary">
            {BINAURAL_TEXTS.plays(sound.play_count)}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
