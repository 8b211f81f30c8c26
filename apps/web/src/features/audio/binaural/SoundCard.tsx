import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import { Typography } from '@mui/material';
import type { BinauralSound } from '@uyku/domain';
import { PlayableCard, type CardPlayback } from '../session/PlayableCard';
import { BINAURAL_TEXTS } from './texts';

export interface SoundCardProps extends CardPlayback {
  sound: BinauralSound;
}

/** One binaural sound (docs/product.md, "Relaxation and binaural sessions"). */
export function SoundCard({ sound, ...playback }: SoundCardProps) {
  return (
    <PlayableCard
      icon={sound.url ? <HeadphonesIcon color="primary" aria-hidden /> : <GraphicEqIcon color="primary" aria-hidden />}
      title={sound.name}
      headingLevel="h3"
      duration={sound.duration}
      {...playback}
      startLabel={BINAURAL_TEXTS.play}
      stopLabel={BINAURAL_TEXTS.stop}
      countText={sound.play_count > 0 ? BINAURAL_TEXTS.plays(sound.play_count) : null}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {sound.description}
      </Typography>
      <Typography variant="body2">{BINAURAL_TEXTS.baseFrequency(sound.base_frequency)}</Typography>
      <Typography variant="body2">{BINAURAL_TEXTS.beatFrequency(sound.binaural_frequency)}</Typography>
    </PlayableCard>
  );
}
