import { Button, type SxProps, type Theme } from '@mui/material';
import type { Paged } from './paged';
import { DATA_TEXTS } from './texts';

/** 'Daha Fazla Göster' under a list while more pages wait; nothing once all are read. */
export function LoadMoreButton({ paged, sx }: { paged: Paged<unknown>; sx?: SxProps<Theme> }) {
  if (!paged.hasNextPage) return null;
  return (
    <Button onClick={paged.fetchNextPage} disabled={paged.isFetchingNextPage} sx={sx}>
      {paged.isFetchingNextPage ? DATA_TEXTS.loading : DATA_TEXTS.loadMore}
    </Button>
  );
}
