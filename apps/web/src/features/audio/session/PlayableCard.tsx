import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { Button, Card, CardActions, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AUDIO_TEXTS } from './texts';

/** Whether a card's item plays, how far, and its start/stop button. */
export interface CardPlayback {
  playing: boolean;
  progress: number;
  onToggle: () => void;
}

export interface PlayableCardProps extends CardPlayback {
  icon: ReactNode;
  title: string;
  /** The card's heading level: h2 right below the page's h1, h3 below a section heading. */
  headingLevel: 'h2' | 'h3';
  /** Seconds. */
  duration: number;
  /** Description and details, under the title. */
  children: ReactNode;
  startLabel: string;
  stopLabel: string;
  /** 'n kez dinlendi', or null before the first listen. */
  countText: string | null;
}

/** One item of an audio screen (a relaxation item or a binaural sound): its length, start/stop and progress. */
export function PlayableCard(props: PlayableCardProps) {
  const { icon, title, headingLevel, duration, children, playing, progress, onToggle, startLabel, stopLabel, countText } = props;
  const actionLabel = playing ? stopLabel : startLabel;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: playing ? 'primary.main' : undefined }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          {icon}
          <Chip size="small" label={AUDIO_TEXTS.minutes(Math.round(duration / 60))} />
        </Stack>
        <Typography variant="h6" component={headingLevel} gutterBottom>
          {title}
        </Typography>
        {children}
        {playing && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label="İlerleme" />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Button
          variant={playing ? 'outlined' : 'contained'}
          startIcon={playing ? <StopIcon /> : <PlayArrowIcon />}
          onClick={onToggle}
          aria-label={`${actionLabel}: ${title}`}
        >
          {actionLabel}
        </Button>
        {countText && (
          <Typography variant="caption" color="text.secondary">
            {countText}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
