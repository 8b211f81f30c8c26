import HeadphonesIcon from '@mui/icons-material/Headphones';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SpaIcon from '@mui/icons-material/Spa';
import { Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { RelaxationContent } from '@uyku/domain';
import { PlayableCard, type CardPlayback } from '../session/PlayableCard';
import { RELAXATION_TEXTS } from './texts';

function TypeIcon({ type, url }: { type: string; url: string | null }) {
  if (type === 'video') return <OndemandVideoIcon color="primary" titleAccess={RELAXATION_TEXTS.typeLabels.video} />;
  if (type === 'audio' && url) return <HeadphonesIcon color="primary" titleAccess={RELAXATION_TEXTS.typeLabels.audio} />;
  return <SpaIcon color="primary" titleAccess={RELAXATION_TEXTS.typeLabels.other} />;
}

export interface ContentCardProps extends CardPlayback {
  item: RelaxationContent;
}

/** One relaxation item (docs/product.md, "Relaxation and binaural sessions"). */
export function ContentCard({ item, ...playback }: ContentCardProps) {
  return (
    // h2: the cards follow the page's h1 directly (no section heading between), and a skipped level is an axe/Lighthouse failure.
    <PlayableCard
      icon={<TypeIcon type={item.type} url={item.url} />}
      title={item.title}
      headingLevel="h2"
      duration={item.duration}
      {...playback}
      startLabel={RELAXATION_TEXTS.start}
      stopLabel={RELAXATION_TEXTS.stop}
      countText={item.view_count > 0 ? RELAXATION_TEXTS.listens(item.view_count) : null}
    >
      <Typography variant="body2" color="text.secondary">
        {item.description}
      </Typography>
    </PlayableCard>
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
