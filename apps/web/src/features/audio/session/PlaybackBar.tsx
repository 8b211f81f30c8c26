import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeDownIcon from '@mui/icons-material/VolumeDown';
import { Box, IconButton, LinearProgress, Slider, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { AUDIO_TEXTS } from './texts';

export interface PlaybackBarProps {
  progress: number;
  elapsed: number;
  total: number;
  paused: boolean;
  volume: number;
  onVolume: (volume: number) => void;
  onPause: () => void;
  onResume: () => void;
}

/** Progress of the playing item, time left, a pause that keeps the place, and the volume. */
export function PlaybackBar({ progress, elapsed, total, paused, volume, onVolume, onPause, onResume }: PlaybackBarProps) {
  return (
    <Stack spacing={1} data-testid="playback-bar">
      {/* Says 'playing' or 'paused' when it changes; the countdown beside the button is not read every second. */}
      <Box role="status" sx={visuallyHidden} data-testid="playback-status">
        {paused ? AUDIO_TEXTS.paused : AUDIO_TEXTS.playing}
      </Box>
      <LinearProgress variant="determinate" value={progress} aria-label="İlerleme" sx={{ height: 8, borderRadius: 4 }} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton
          size="small"
          onClick={paused ? onResume : onPause}
          aria-label={paused ? 'Devam et' : 'Bekle'}
          title={paused ? 'Devam et' : 'Bekle'}
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }}>
          {paused ? AUDIO_TEXTS.paused : AUDIO_TEXTS.remaining(total - elapsed)}
        </Typography>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 100 }}>
          <VolumeDownIcon fontSize="small" color="action" aria-hidden />
          <Slider
            size="small"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            onChange={(_event, value) => onVolume(value)}
            aria-label={AUDIO_TEXTS.volume}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
