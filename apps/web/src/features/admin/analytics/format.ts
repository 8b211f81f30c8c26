import { formatNumber, type Interval } from '@uyku/domain';

/** Numbers as a Turkish reader writes them (decimal comma); '—' for no value. */
export function num(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('tr-TR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function signed(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value > 0 ? '+' : ''}${num(value, digits)}`;
}

export function interval(ci: Interval | null | undefined, digits = 1): string {
  return ci ? `[${num(ci.low, digits)}; ${num(ci.high, digits)}]` : '';
}

/** p to three decimals, or '< 0,001'. */
export function pValue(p: number | null | undefined): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return '—';
  return p < 0.001 ? '< 0,001' : num(p, 3);
}

/**
 * A chart axis's tick values as the tables write them (decimal comma, docs/product.md, "Analysis"):
 * MUI X Charts would print '0.2' on its own.
 */
export const numberAxis = { valueFormatter: (value: number) => formatNumber(value) } as const;
