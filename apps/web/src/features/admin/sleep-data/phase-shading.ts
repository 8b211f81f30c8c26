import type { StudyPhaseBand } from '@uyku/domain';

/** A phase band on the chart: the first and last day it covers, both shown. */
export interface ShadedBand {
  phase: StudyPhaseBand['phase'];
  first: string;
  last: string;
}

/**
 * The participant's study phases (the detail's `phases`) cut to the days the chart shows
 * (`days`, ascending, one per calendar day); a phase wholly outside them is left out.
 */
export function shadedBands(bands: readonly StudyPhaseBand[], days: readonly string[]): ShadedBand[] {
  const start = days[0];
  const end = days.at(-1);
  if (start === undefined || end === undefined) return [];
  return bands
    .filter((band) => band.to >= start && band.from <= end)
    .map((band) => ({ phase: band.phase, first: band.from < start ? start : band.from, last: band.to > end ? end : band.to }));
}
