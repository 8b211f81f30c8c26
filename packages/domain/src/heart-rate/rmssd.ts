/**
 * RMSSD (the root mean square of successive differences of beat-to-beat intervals) with artefact
 * rejection, as a strap's RR intervals need it: an interval outside 300–2000 ms, or changing more
 * than 20% from the last accepted beat, is dropped (an ectopic beat or a missed detection), and a
 * difference is taken only between two accepted beats that followed each other, never across a
 * dropped one. The share dropped is reported, so a noisy recording can be seen as such.
 */

export const RR_MIN_MS = 300;
export const RR_MAX_MS = 2000;
export const RR_MAX_CHANGE = 0.2;

export interface RmssdResult {
  /** Milliseconds; null with fewer than two successive accepted beats. */
  rmssd: number | null;
  /** Intervals received and kept. */
  count: number;
  accepted: number;
  /** Share of intervals dropped, 0–1. */
  droppedShare: number;
}

export function rmssd(intervalsMs: readonly number[]): RmssdResult {
  let previous: number | null = null;
  let previousKeptWasLast = false;
  let sumSquares = 0;
  let differences = 0;
  let accepted = 0;
  for (const rr of intervalsMs) {
    const plausible = Number.isFinite(rr) && rr >= RR_MIN_MS && rr <= RR_MAX_MS;
    const steady = previous === null || Math.abs(rr - previous) / previous <= RR_MAX_CHANGE;
    if (!plausible || !steady) {
      previousKeptWasLast = false;
      continue;
    }
    if (previous !== null && previousKeptWasLast) {
      sumSquares += (rr - previous) ** 2;
      differences += 1;
    }
    previous = rr;
    previousKeptWasLast = true;
    accepted += 1;
  }
  const count = intervalsMs.length;
  return {
    rmssd: differences > 0 ? Math.sqrt(sumSquares / differences) : null,
    count,
    accepted,
    droppedShare: count > 0 ? (count - accepted) / count : 0,
  };
}
