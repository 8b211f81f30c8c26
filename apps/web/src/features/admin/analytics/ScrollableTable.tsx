import { TableContainer, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table's scrolling box (wide tables scroll sideways on a phone). It takes keyboard focus and is
 * a named region, so someone without a pointer can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollableTable({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto', ...sx }}>
      {children}
    </TableContainer>
  );
}
