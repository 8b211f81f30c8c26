import { MSG, TURKISH_MONTHS_SHORT } from '@uyku/domain';

/**
 * 5 Oca: a day of the trend chart's axis as tr-TR `{ day: 'numeric', month: 'short' }` writes it,
 * from the domain's Turkish names rather than Intl: the first Intl formatter of a page load costs a
 * phone about 0.1 s (docs/decisions/031-first-screen-without-intl.md). The test compares it with Intl.
 */
export function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return MSG.invalidDate;
  return `${date.getUTCDate()} ${TURKISH_MONTHS_SHORT[date.getUTCMonth()] ?? ''}`;
}
