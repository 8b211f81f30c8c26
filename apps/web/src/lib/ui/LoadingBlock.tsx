import { Box, Skeleton, Stack } from '@mui/material';
import { TEXTS } from '../../texts';
import { useOnline } from '../useOnline';
import { WaitingForNetwork } from './WaitingForNetwork';
import { visuallyHidden } from './visually-hidden';

export interface LoadingBlockProps {
  /** Number of placeholder lines (a list's rows). */
  rows?: number;
  /** Height of each line in px. */
  rowHeight?: number;
}

/**
 * Where a list or a figure will appear, while it loads (docs/product.md, "App shell"): skeleton
 * lines, never a zero or an empty text. Screen readers hear 'Yükleniyor...' once. Offline, the answer
 * waits for the network, and the block says so instead.
 */
export function LoadingBlock({ rows = 3, rowHeight = 48 }: LoadingBlockProps) {
  const online = useOnline();
  if (!online) return <WaitingForNetwork />;
  return (
    <Stack spacing={1} role="status" data-testid="loading-block">
      <Box component="span" sx={visuallyHidden}>
        {TEXTS.common.loading}
      </Box>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={rowHeight} aria-hidden />
      ))}
    </Stack>
  );
}
