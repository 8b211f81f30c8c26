import HeadphonesIcon from '@mui/icons-material/Headphones';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SpaIcon from '@mui/icons-material/Spa';
import StopIcon from '@mui/icons-material/Stop';
import { Button, Card, CardActions, CardContent, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { RelaxationContent } from '@uyku/domain';
import { AUDIO_TEXTS } from '../session/texts';
import { RELAXATION_TEXTS } from './texts';

function TypeIcon({ type, url }: { type: string; url: string | null }) {
  if (type === 'video') return <OndemandVideoIcon color="primary" titleAccess={RELAXATION_TEXTS.typeLabels.video} />;
  if (type === 'audio' && url) return <HeadphonesIcon color="primary" titleAccess={RELAXATION_TEXTS.typeLabels.audio} />;
  return <SpaIcon color="primary" titleAccess={RELAXATION_TEXTS.typeLabels.other} />;
}

export interface ContentCardProps {
  item: RelaxationContent;
  playing: boolean;
  progress: number;
  onToggle: () => void;
}

/** One relaxation item (spec "Relaxation centre" card). */
export function ContentCard({ item, playing, progress, onToggle }: ContentCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: playing ? 'primary.main' : undefined }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <TypeIcon type={item.type} url={item.url} />
          <Chip size="small" label={AUDIO_TEXTS.minutes(Math.round(item.duration / 60))} />
        </Stack>
        {/* h2: the cards follow the page's h1 directly (no section heading between), and a skipped level is an axe/Lighthouse failure. */}
        <Typography variant="h6" component="h2" gutterBottom>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
        {playing && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label="İlerleme" />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Button
          variant={playing ? 'outlined' : 'contained'}
          startIcon={playing ? <StopIcon /> : <PlayArrowIcon />}
          onClick={onToggle}
          aria-label={`${playing ? RELAXATION_TEXTS.stop : RELAXATION_TEXTS.start}: ${item.title}`}
        >
          {playing ? RELAXATION_TEXTS.stop : RELAXATION_TEXTS.start}
        </Button>
        {item.view_count > 0 && (
          <Typography variant="caption" color="text.secondary">
            {RELAXATION_TEXTS.listens(item.view_count)}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * A card's shape while the list loads, with the loading text as its title: the tip below the list
 * then stays where it is when the cards arrive (it moved 209 px on a phone, a layout shift of 0.085;
 * a built-in item's card is this tall on a phone, with three lines of description).
 */
export function ContentCardPlaceholder() {
  return (
    <Card variant="outlined" aria-busy="true">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Skeleton variant="rounded" width={56} height={24} />
        </Stack>
        <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
          {RELAXATION_TEXTS.loading}
        </Typography>
        <Typography variant="body2">
          <Skeleton />
          <Skeleton />
          <Skeleton width="70%" />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" width={104} height={36} />
      </CardActions>
    </Card>
  );
}
