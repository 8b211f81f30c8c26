/**
 * Whether the camera sees a lit fingertip, second by second: the frames of each second are judged
 * on their own, so a finger lifted for a few seconds costs those seconds only, and a camera that
 * sees no finger (or nothing at all) from the start is told within seconds rather than after the
 * whole measurement (docs/heart-rate-validation.md, "The camera's estimator").
 */

export interface FrameSample {
  /** Milliseconds, from any origin (frame times jitter). */
  t: number;
  /** Mean red and green of the frame, 0–255. */
  red: number;
  green: number;
}

export type FingerProblem = 'no_finger' | 'too_dark' | 'too_bright';

/** A channel whose mean sits here is clipped by the sensor: it carries no pulse. */
export const CHANNEL_CLIPPED_HIGH = 250;

/**
 * Whether the frames look like a lit fingertip: bright enough, red well above green, and not burnt
 * out in every channel. A red channel at 255 alone is no problem: the green one still carries the
 * pulse on such phones, and the estimator chooses the channel.
 */
export function fingerProblem(samples: readonly FrameSample[]): FingerProblem | null {
  if (samples.length === 0) return null;
  const mean = (pick: (s: FrameSample) => number) => samples.reduce((sum, s) => sum + pick(s), 0) / samples.length;
  const red = mean((s) => s.red);
  const green = mean((s) => s.green);
  if (red < 40) return 'too_dark';
  if (red < 1.4 * green) return 'no_finger';
  if (red > CHANNEL_CLIPPED_HIGH && green > CHANNEL_CLIPPED_HIGH) return 'too_bright';
  return null;
}

/** One second of frames and what was wrong in it. */
export interface FingerSecond {
  start: number;
  end: number;
  samples: FrameSample[];
  problem: FingerProblem | null;
}

/** The frames in whole seconds from the first frame (the last, partial second joins its predecessor). */
export function fingerSeconds(samples: readonly FrameSample[]): FingerSecond[] {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const first = sorted[0];
  if (!first) return [];
  const seconds: FingerSecond[] = [];
  for (const sample of sorted) {
    const index = Math.floor((sample.t - first.t) / 1000);
    let second = seconds[index];
    if (!second) {
      second = { start: first.t + index * 1000, end: first.t + (index + 1) * 1000, samples: [], problem: null };
      seconds[index] = second;
    }
    second.samples.push(sample);
  }
  const filled = seconds.filter((s): s is FingerSecond => s !== undefined);
  const last = filled.at(-1);
  const before = filled.at(-2);
  if (last && before && last.samples.length < 0.5 * before.samples.length) {
    before.samples.push(...last.samples);
    before.end = last.end;
    filled.pop();
  }
  for (const second of filled) second.problem = fingerProblem(second.samples);
  return filled;
}

/** Seconds of the first frames a camera gets to settle its exposure, not judged early. */
const SETTLING_SECONDS = 1;
/** How many seconds after settling must all show the same problem for the early verdict. */
export const EARLY_CHECK_SECONDS = 3;

/**
 * A problem present from the start (no finger on the lens, a dark camera): when every second after
 * the first EARLY_CHECK_SECONDS shows it, waiting for the rest of the measurement cannot help.
 */
export function earlyProblem(samples: readonly FrameSample[]): FingerProblem | null {
  const seconds = fingerSeconds(samples).slice(SETTLING_SECONDS, SETTLING_SECONDS + EARLY_CHECK_SECONDS);
  if (seconds.length < EARLY_CHECK_SECONDS) return null;
  const problem = seconds[0]?.problem ?? null;
  if (problem === null || problem === 'too_bright') return null;
  return seconds.every((s) => s.problem === problem) ? problem : null;
}

/**
 * Whether the frames cover the seconds `earlyProblem` reads, so that its answer is final: the settling
 * second and the judged ones each hold frames, and the frames span all of them. Counted from the
 * first frame, not from when the camera was asked for: a first frame that comes late, or a stall in
 * the frames (a busy phone), only puts the verdict off.
 */
export function earlyWindowCovered(samples: readonly FrameSample[]): boolean {
  const judged = SETTLING_SECONDS + EARLY_CHECK_SECONDS;
  let first = Infinity;
  let last = -Infinity;
  for (const sample of samples) {
    first = Math.min(first, sample.t);
    last = Math.max(last, sample.t);
  }
  // The span first: the camera loop asks at every frame until it holds, and it is one pass, where
  // counting the seconds sorts and judges them all.
  return last - first >= judged * 1000 && fingerSeconds(samples).length >= judged;
}

/** A run of seconds with the finger in place, as the estimator uses it. */
export interface GoodRun {
  samples: FrameSample[];
  seconds: number;
}

export interface FingerRuns {
  runs: GoodRun[];
  /** Whether some second between or before good ones had no finger (it was lifted or slid off). */
  lifted: boolean;
  /** The problem of most bad seconds, when there are any. */
  commonProblem: FingerProblem | null;
  goodSeconds: number;
}

/**
 * The good seconds in runs; around a lifted finger one second more is left out on each side, since
 * the finger's coming and going shakes the signal before the frames show it.
 */
export function fingerRuns(samples: readonly FrameSample[]): FingerRuns {
  const seconds = fingerSeconds(samples);
  const bad = seconds.map((s) => s.problem !== null);
  const counts = new Map<FingerProblem, number>();
  for (const s of seconds) if (s.problem) counts.set(s.problem, (counts.get(s.problem) ?? 0) + 1);
  const commonProblem = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const usable = seconds.map((_, i) => !bad[i] && !bad[i - 1] && !bad[i + 1]);
  const runs: GoodRun[] = [];
  let current: FingerSecond[] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) runs.push({ samples: current.flatMap((s) => s.samples), seconds: (last.end - first.start) / 1000 });
    current = [];
  };
  seconds.forEach((second, i) => {
    if (usable[i]) current.push(second);
    else close();
  });
  close();
  const firstGood = bad.indexOf(false);
  const lifted = firstGood >= 0 && bad.some((b, i) => b && i > firstGood);
  return { runs, lifted, commonProblem, goodSeconds: runs.reduce((sum, r) => sum + r.seconds, 0) };
}
