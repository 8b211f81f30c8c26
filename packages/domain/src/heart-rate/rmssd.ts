/**
 * RMSSD (the root mean square of successive differences of beat-to-beat intervals) with artefact
 * rejection, as a strap's RR intervals need it (docs/heart-rate-validation.md, "RMSSD"). Each
 * interval is judged against the median of its neighbours (five on each side), as HRV tools do,
 * never against one earlier beat, so an ectopic or missed beat costs that beat only:
 * - an interval outside 300–2000 ms, or further from the neighbours' median than the series' own
 *   variability allows, is dropped;
 * - an early beat with the pause after it (together about two beats), and a beat counted twice
 *   (two short intervals that together make one), are dropped as a pair;
 * - a difference is taken only between two accepted beats that followed each other.
 * The share dropped is reported, so a noisy recording can be seen as such, and when no RMSSD comes
 * out the reason does too.
 */

export const RR_MIN_MS = 300;
export const RR_MAX_MS = 2000;
/**
 * How far an interval may lie from its neighbours' median: at least RR_MIN_DEVIATION, and more for
 * a heart whose beats vary more from one to the next (slow, deep breathing), RR_DEVIATION_SCALE
 * times the series' typical successive change. Set on the Polar H10 series of
 * docs/heart-rate-validation.md: their clean breathing-driven swings reach 28.5% at 54 bpm (where
 * the typical change is 7%), while a missed beat doubles an interval and an extra detection splits one.
 */
export const RR_MIN_DEVIATION = 0.3;
export const RR_DEVIATION_SCALE = 4.5;
/**
 * An ectopic beat's signature: a short interval and a long one right after it that together last
 * about two ordinary beats. Each must stray at least this far from the neighbours' median, and their
 * sum lie within ECTOPIC_SUM_TOLERANCE of two medians.
 */
const ECTOPIC_MIN_DEVIATION = 0.15;
const ECTOPIC_SUM_TOLERANCE = 0.15;
const NEIGHBOURS = 5;
/** With fewer successive pairs than this, or more than this share dropped, RMSSD means little. */
export const RMSSD_MIN_PAIRS = 10;
export const RMSSD_MAX_DROPPED = 0.5;

export type RmssdProblem = 'no_intervals' | 'too_few_beats' | 'too_many_artefacts';

export interface RmssdResult {
  /** Milliseconds; null when it cannot be given (see `problem`). */
  rmssd: number | null;
  /** Intervals received and kept. */
  count: number;
  accepted: number;
  /** Share of intervals dropped, 0–1. */
  droppedShare: number;
  problem: RmssdProblem | null;
}

const plausible = (rr: number) => Number.isFinite(rr) && rr >= RR_MIN_MS && rr <= RR_MAX_MS;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** Which intervals are kept: plausible, near the median of their plausible neighbours, and not an ectopic pair. */
export function acceptedIntervals(intervalsMs: readonly number[]): boolean[] {
  const local = intervalsMs.map((_, i) =>
    median([...intervalsMs.slice(Math.max(0, i - NEIGHBOURS), i), ...intervalsMs.slice(i + 1, i + 1 + NEIGHBOURS)].filter(plausible)),
  );
  const deviation = intervalsMs.map((rr, i) => (rr - (local[i] ?? NaN)) / (local[i] ?? NaN));
  const good = intervalsMs.filter(plausible);
  const steps = good.slice(1).map((rr, i) => Math.abs(rr - (good[i] ?? rr)));
  const typicalStep = steps.length > 0 ? median(steps) / median(good) : 0;
  const limit = Math.max(RR_MIN_DEVIATION, RR_DEVIATION_SCALE * typicalStep);
  const kept = intervalsMs.map((rr, i) => plausible(rr) && !(Math.abs(deviation[i] ?? 0) > limit));
  for (let i = 0; i + 1 < intervalsMs.length; i += 1) {
    const [first, second] = [deviation[i] ?? 0, deviation[i + 1] ?? 0];
    const sum = (intervalsMs[i] ?? 0) + (intervalsMs[i + 1] ?? 0);
    const base = local[i] ?? NaN;
    const near = (target: number) => Math.abs(sum - target) <= ECTOPIC_SUM_TOLERANCE * target;
    // Two ordinary beats: twice the neighbours' median, or the beats just around the pair (where
    // the rate is changing, those say better how long two beats last at that moment).
    const around = (intervalsMs[i - 1] ?? NaN) + (intervalsMs[i + 2] ?? NaN);
    const twoBeats = near(2 * base) || near(around);
    // An early beat and the pause after it (together about two beats): the short one stands out,
    // or both stray from the median.
    const early = first < -Math.min(limit, ECTOPIC_MIN_DEVIATION * 2) || (first < -ECTOPIC_MIN_DEVIATION && second > ECTOPIC_MIN_DEVIATION);
    // One beat counted twice (together about one beat).
    const split = first < -ECTOPIC_MIN_DEVIATION && second < -ECTOPIC_MIN_DEVIATION && near(base);
    if ((early && second > 0 && twoBeats) || split) {
      kept[i] = false;
      kept[i + 1] = false;
      // The pair's second interval starts no pair of its own.
      i += 1;
    }
  }
  return kept;
}

export function rmssd(intervalsMs: readonly number[]): RmssdResult {
  const kept = acceptedIntervals(intervalsMs);
  let sumSquares = 0;
  let pairs = 0;
  for (let i = 1; i < intervalsMs.length; i += 1) {
    if (!kept[i] || !kept[i - 1]) continue;
    sumSquares += ((intervalsMs[i] ?? 0) - (intervalsMs[i - 1] ?? 0)) ** 2;
    pairs += 1;
  }
  const count = intervalsMs.length;
  const accepted = kept.filter(Boolean).length;
  const droppedShare = count > 0 ? (count - accepted) / count : 0;
  const problem: RmssdProblem | null =
    count === 0 ? 'no_intervals' : droppedShare > RMSSD_MAX_DROPPED ? 'too_many_artefacts' : pairs < RMSSD_MIN_PAIRS ? 'too_few_beats' : null;
  return { rmssd: problem === null ? Math.sqrt(sumSquares / pairs) : null, count, accepted, droppedShare, problem };
}
