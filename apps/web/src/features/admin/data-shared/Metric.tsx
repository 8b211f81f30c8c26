import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A label over a value, the building block of the data tabs' cards. */
export function Metric({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Metrics side by side, wrapping on a phone. */
export function MetricGrid({ children, min = 120 }: { children: ReactNode; min?: number }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` }}>{children}</Box>;
}
