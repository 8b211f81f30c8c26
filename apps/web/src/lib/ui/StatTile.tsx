import { Box, Card, CardContent, Skeleton, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

const SIZES = {
  large: { padding: { xs: 2, sm: 2.5 }, variant: 'h4', gap: 0.5, fontSize: { xs: 28, sm: 34 } },
  small: { padding: { xs: 1.5, sm: 2 }, variant: 'h5', gap: 1, fontSize: { xs: 20, sm: 24 } },
} as const;

export interface StatTileProps {
  icon: ReactNode;
  /** The tile's heading (an h2). */
  label: string;
  value: string;
  valueTestId: string;
  /** A line under the value. */
  detail?: { text: string; testId: string };
  size: 'large' | 'small';
  /** A landmark of its own, named by the label. */
  region?: boolean;
  sx?: SxProps<Theme>;
  /** While the figure loads: a skeleton in place of the value and the detail, never a zero. */
  loading?: boolean;
  /**
   * Lines kept for the detail on a phone, whatever it says: a date that wraps to a second line
   * once the figure arrives must not push the page down (layout shift).
   */
  detailLines?: number;
}

/** A figure with its icon and label: the dashboard's summary cards and the diary's tiles. */
export function StatTile({ icon, label, value, valueTestId, detail, size, region, sx, loading = false, detailLines }: StatTileProps) {
  const s = SIZES[size];
  // body2's line height is 1.43.
  const detailRoom = detailLines ? { minHeight: { xs: `${detailLines * 1.43}em`, sm: 'auto' }, fontSize: '0.875rem' } : undefined;
  return (
    <Card {...(region ? { component: 'section', 'aria-label': label } : {})} sx={sx}>
      <CardContent sx={{ p: s.padding, '&:last-child': { pb: s.padding } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {icon}
          <Typography variant="body2" component="h2">
            {label}
          </Typography>
        </Stack>
        <Typography variant={s.variant} component="p" sx={{ mt: s.gap, fontSize: s.fontSize }} data-testid={valueTestId}>
          {loading ? <Skeleton width="60%" aria-hidden /> : value}
        </Typography>
        {(detail || detailLines) && loading && (
          <Box sx={detailRoom}>
            <Skeleton variant="text" width="80%" aria-hidden />
          </Box>
        )}
        {!detail && !loading && detailLines && <Box sx={detailRoom} aria-hidden />}
        {detail && !loading && (
          <Typography variant="body2" color="text.secondary" data-testid={detail.testId} sx={detailRoom}>
            {detail.text}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
