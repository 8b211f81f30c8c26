/**
 * Heart rate from a fingertip on the phone's camera (contact photoplethysmography): each frame's
 * mean red and green, with its time, become two pulse waves; the clearer one's spectral peak finds
 * the pulse, the beats' own intervals give the rate, and the two must agree, with a signal-quality
 * index below which no number is offered (docs/decisions/020-heart-rate-never-invented.md,
 * docs/heart-rate-validation.md). Pure functions: the frames never leave the phone, and the tests
 * run without a browser.
 */

import { CHANNEL_CLIPPED_HIGH, fingerRuns, type FingerProblem, type FrameSample } from './ppg-finger.js';

export * from './ppg-finger.js';

export type PulseChannel = 'red' | 'green';

export type PulseProblem = FingerProblem | 'too_short' | 'no_pulse' | 'finger_lifted';

export interface PulseEstimate {
  /** Beats per minute, whole; null when the signal is not good enough to offer one. */
  bpm: number | null;
  /** Share of the band's power at the pulse and its harmonics beyond what noise would put there, 0–1. */
  quality: number;
  /** The rate from the mean interval between detected beats (a missed beat left out). */
  intervalBpm: number | null;
  /** The rate of the pulse's spectral line, for the cross-check. */
  spectralBpm: number | null;
  problem: PulseProblem | null;
  /** The colour channel the rate came from (the one with the clearer pulse). */
  channel: PulseChannel | null;
  /** Seconds of frames with the finger in place that the rate came from. */
  seconds: number;
  /** The finger left the lens for a while; the rate, if any, came from the seconds around it. */
  lifted: boolean;
}

export const PULSE_BAND_HZ = { low: 0.7, high: 3.5 } as const;
/** Below this quality the estimate is withheld (noise alone scores near 0). */
export const PULSE_QUALITY_MIN = 0.4;
export const PULSE_MIN_SECONDS = 10;
/** With the finger lifted in between, this many good seconds are needed for a rate. */
export const PULSE_MIN_GOOD_SECONDS = 20;
/**
 * The spectral and the beat-interval rates must agree within this share. Set on the real recordings
 * of docs/heart-rate-validation.md: where both were found, they differed by at most 9.7% (a pulse
 * swinging between 61 and 88), the one window beyond (16%) is withheld.
 */
export const RATE_AGREEMENT = 0.1;
/**
 * The beats' intervals must be this steady: the spread between their quartiles, over the median.
 * A window whose rate swings wider (a pulse half lost in movement) is not given one number.
 */
export const INTERVAL_SPREAD_MAX = 0.25;
const FS = 30;
const EDGE_SECONDS = 1;
const STEP_HZ = 0.005;
const HARMONIC_HALF_WIDTH_HZ = 0.1;
/** Runs of good seconds shorter than this carry too few beats to be filtered on their own. */
const MIN_RUN_SECONDS = 4;

// ---- Signal ----

/** A channel on a uniform grid at FS Hz (linear interpolation over jittered frame times). */
export function resample(samples: readonly FrameSample[], rate = FS, channel: PulseChannel = 'red'): number[] {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const out: number[] = [];
  let j = 0;
  for (let t = first.t; t <= last.t; t += 1000 / rate) {
    while (j < sorted.length - 2 && (sorted[j + 1]?.t ?? Infinity) < t) j += 1;
    const a = sorted[j] ?? first;
    const b = sorted[j + 1] ?? a;
    const span = b.t - a.t;
    out.push(span > 0 ? a[channel] + ((b[channel] - a[channel]) * (t - a.t)) / span : a[channel]);
  }
  return out;
}

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** RBJ cookbook second-order sections, Butterworth Q. */
function biquad(kind: 'low' | 'high', cutoff: number, rate: number): Biquad {
  const w = (2 * Math.PI * cutoff) / rate;
  const alpha = Math.sin(w) / (2 * Math.SQRT1_2);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b1 = kind === 'low' ? 1 - cos : -(1 + cos);
  const b0 = kind === 'low' ? (1 - cos) / 2 : (1 + cos) / 2;
  return { b0: b0 / a0, b1: b1 / a0, b2: b0 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

function run(x: readonly number[], f: Biquad): number[] {
  const y: number[] = [];
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  for (const x0 of x) {
    const y0 = f.b0 * x0 + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    y.push(y0);
    [x2, x1, y2, y1] = [x1, x0, y1, y0];
  }
  return y;
}

/** Forward and backward, so the pulse's shape keeps its timing (zero phase). */
function filtfilt(x: readonly number[], f: Biquad): number[] {
  return run(run(x, f).reverse(), f).reverse();
}

/** Least-squares line removed: the slow drift of exposure and of the finger's pressure. */
export function detrend(x: readonly number[]): number[] {
  const n = x.length;
  if (n < 2) return [...x];
  const meanI = (n - 1) / 2;
  const meanX = x.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  x.forEach((v, i) => {
    num += (i - meanI) * (v - meanX);
    den += (i - meanI) ** 2;
  });
  const slope = num / den;
  return x.map((v, i) => v - meanX - slope * (i - meanI));
}

/** The band 0.7–3.5 Hz (42–210 beats per minute): baseline wander below, noise above. */
export function bandPass(x: readonly number[], rate = FS): number[] {
  const high = biquad('high', PULSE_BAND_HZ.low, rate);
  const low = biquad('low', PULSE_BAND_HZ.high, rate);
  return filtfilt(filtfilt(detrend(x), high), low);
}

/**
 * A moved finger: one-second blocks whose power is over nine times the median block's (three times
 * its amplitude) are silenced, so a few seconds of movement cannot outweigh half a minute of pulse.
 */
export function muteArtefacts(x: readonly number[], rate = FS): number[] {
  const block = rate;
  const powers: number[] = [];
  for (let start = 0; start < x.length; start += block) {
    const part = x.slice(start, start + block);
    powers.push(part.reduce((sum, v) => sum + v * v, 0) / Math.max(1, part.length));
  }
  const median = [...powers].sort((a, b) => a - b)[Math.floor(powers.length / 2)] ?? 0;
  return x.map((v, i) => ((powers[Math.floor(i / block)] ?? 0) > 9 * median ? 0 : v));
}

// ---- Rate ----

/** Power of a Hann-windowed signal at each frequency of the band, every STEP_HZ. */
export function bandSpectrum(x: readonly number[], rate = FS): { hz: number[]; power: number[] } {
  const n = x.length;
  const windowed = x.map((v, i) => v * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / Math.max(1, n - 1))));
  const hz: number[] = [];
  const power: number[] = [];
  for (let f = PULSE_BAND_HZ.low; f <= PULSE_BAND_HZ.high + 1e-9; f += STEP_HZ) {
    const w = (2 * Math.PI * f) / rate;
    let re = 0;
    let im = 0;
    for (let i = 0; i < n; i += 1) {
      re += (windowed[i] ?? 0) * Math.cos(w * i);
      im -= (windowed[i] ?? 0) * Math.sin(w * i);
    }
    hz.push(f);
    power.push(re * re + im * im);
  }
  return { hz, power };
}

function powerNear(spectrum: { hz: number[]; power: number[] }, f: number, halfWidth = HARMONIC_HALF_WIDTH_HZ): number {
  let sum = 0;
  spectrum.hz.forEach((h, i) => {
    if (Math.abs(h - f) <= halfWidth) sum += spectrum.power[i] ?? 0;
  });
  return sum;
}

/** The beats' intervals, in samples: maxima at least 60% of the expected period apart. */
export function beatIntervals(signal: readonly number[], expectedHz: number, rate = FS): number[] {
  // Smoothed above the fundamental's neighbourhood, so noise makes no extra maxima between beats.
  const x = filtfilt(signal, biquad('low', Math.min(PULSE_BAND_HZ.high, 1.5 * expectedHz), rate));
  const refractory = Math.max(1, Math.round((0.6 * rate) / expectedHz));
  const peaks: number[] = [];
  for (let i = 1; i < x.length - 1; i += 1) {
    const v = x[i] ?? 0;
    if (v <= 0 || v < (x[i - 1] ?? 0) || v < (x[i + 1] ?? 0)) continue;
    const last = peaks.at(-1);
    if (last !== undefined && i - last < refractory) {
      if (v > (x[last] ?? 0)) peaks[peaks.length - 1] = i;
      continue;
    }
    peaks.push(i);
  }
  // Each maximum refined between its neighbouring samples (a parabola through the three), so the
  // intervals are not rounded to whole frames (a 30th of a second is 3 bpm at 72 bpm).
  const refined = peaks.map((i) => {
    const [a, b, c] = [x[i - 1] ?? 0, x[i] ?? 0, x[i + 1] ?? 0];
    const curvature = a - 2 * b + c;
    return curvature < 0 ? i + (0.5 * (a - c)) / curvature : i;
  });
  return refined.slice(1).map((p, k) => p - (refined[k] ?? p));
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

interface ChannelSpectrum {
  channel: PulseChannel;
  spectrum: { hz: number[]; power: number[] };
  signals: number[][];
}

/** The band-passed signal of each run (edges dropped, moved seconds silenced) and their summed spectrum. */
function channelSpectrum(runs: readonly FrameSample[][], channel: PulseChannel): ChannelSpectrum {
  const edge = EDGE_SECONDS * FS;
  const signals = runs.map((run) => {
    const filtered = bandPass(resample(run, FS, channel));
    return muteArtefacts(filtered.slice(edge, filtered.length - edge));
  });
  // Each run's power spectrum, added: runs separated by a lifted finger keep no common phase, so
  // their powers (not their waves) are combined.
  const spectra = signals.map((signal) => bandSpectrum(signal));
  const hz = spectra[0]?.hz ?? [];
  const power = hz.map((_, i) => spectra.reduce((sum, s) => sum + (s.power[i] ?? 0), 0));
  return { channel, spectrum: { hz, power }, signals };
}

/** A channel clipped at either end of the sensor's range carries no pulse. */
function usableChannel(samples: readonly FrameSample[], channel: PulseChannel): boolean {
  const mean = samples.reduce((sum, s) => sum + s[channel], 0) / Math.max(1, samples.length);
  return mean > 5 && mean < CHANNEL_CLIPPED_HIGH;
}

interface SpectralRate {
  f0: number;
  quality: number;
}

/**
 * The pulse's line in a spectrum of runs the shortest of which lasts `seconds`: a shorter run has a
 * wider line (its Hann window's main lobe is 2/seconds wide), so the power counted as the pulse's is
 * taken that wide, and the share noise would have there too.
 */
function spectralRate(spectrum: { hz: number[]; power: number[] }, seconds: number): SpectralRate | null {
  const halfWidth = Math.max(HARMONIC_HALF_WIDTH_HZ, 1 / seconds);
  const total = spectrum.power.reduce((a, b) => a + b, 0);
  if (!(total > 1e-9)) return null;
  let peak = 0;
  spectrum.power.forEach((p, i) => {
    if (p > (spectrum.power[peak] ?? 0)) peak = i;
  });
  const strongest = spectrum.hz[peak] ?? PULSE_BAND_HZ.low;
  // The strongest line may be a harmonic: a sharp beat, or a slow pulse whose fundamental the
  // band's lower edge weakens. The lowest sub-harmonic with real power of its own is the pulse.
  let f0 = strongest;
  for (const k of [4, 3, 2]) {
    const candidate = strongest / k;
    if (candidate >= PULSE_BAND_HZ.low && powerNear(spectrum, candidate) >= 0.2 * powerNear(spectrum, strongest)) {
      f0 = candidate;
      break;
    }
  }
  const harmonics = [1, 2, 3, 4].map((k) => k * f0).filter((f) => f <= PULSE_BAND_HZ.high + halfWidth);
  const share = harmonics.reduce((sum, f) => sum + powerNear(spectrum, f, halfWidth), 0) / total;
  // The share noise alone would have there (more harmonics of a slow pulse fit in the band), taken
  // out, so a slow and a fast pulse are judged alike: 0 for noise, 1 for a pure pulse.
  const chance = Math.min(0.9, (harmonics.length * 2 * halfWidth) / (PULSE_BAND_HZ.high - PULSE_BAND_HZ.low));
  return { f0, quality: Math.max(0, Math.min(1, (share - chance) / (1 - chance))) };
}

/**
 * The rate of a recording of frames (docs/heart-rate-validation.md, "The camera's estimator"):
 * - only the seconds with the finger in place count (a lifted finger costs its seconds, and at
 *   least PULSE_MIN_GOOD_SECONDS must remain);
 * - red and green are both band-passed (seconds of movement silenced) and the channel whose pulse
 *   stands out more is used, so a phone whose red channel saturates still measures on green;
 * - the spectral peak (taken at a sub-harmonic when the fundamental there is strong too) finds the
 *   pulse; quality is the share of band power at the pulse and its harmonics beyond chance;
 * - the rate given is the beats' own (their mean interval, a missed beat left out), as a strap
 *   counts it; it is withheld below PULSE_QUALITY_MIN, when it disagrees with the spectral peak by
 *   more than RATE_AGREEMENT, or when the intervals swing wider than INTERVAL_SPREAD_MAX.
 */
export function estimatePulse(samples: readonly FrameSample[]): PulseEstimate {
  const none = (problem: PulseProblem, extra: Partial<PulseEstimate> = {}): PulseEstimate => ({
    bpm: null,
    quality: 0,
    intervalBpm: null,
    spectralBpm: null,
    problem,
    channel: null,
    seconds: 0,
    lifted: false,
    ...extra,
  });
  if (samples.length < 2) return none('too_short');
  const span = (Math.max(...samples.map((s) => s.t)) - Math.min(...samples.map((s) => s.t))) / 1000;
  if (span < PULSE_MIN_SECONDS) return none('too_short');

  const finger = fingerRuns(samples);
  const runs = finger.runs.filter((r) => r.seconds >= MIN_RUN_SECONDS);
  const goodSeconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const lifted = finger.lifted;
  if (goodSeconds === 0) return none(finger.commonProblem ?? 'no_pulse');
  const needed = lifted ? PULSE_MIN_GOOD_SECONDS : PULSE_MIN_SECONDS;
  if (goodSeconds < needed) return none(lifted ? 'finger_lifted' : (finger.commonProblem ?? 'too_short'), { seconds: goodSeconds, lifted });

  const good = runs.flatMap((r) => r.samples);
  const candidates = (['red', 'green'] as const)
    .filter((channel) => usableChannel(good, channel))
    .map((channel) => {
      const analysed = channelSpectrum(
        runs.map((r) => r.samples),
        channel,
      );
      const shortest = Math.min(...runs.map((r) => r.seconds)) - 2 * EDGE_SECONDS;
      return { ...analysed, rate: spectralRate(analysed.spectrum, shortest) };
    });
  const best = candidates.reduce<(typeof candidates)[number] | null>(
    (winner, c) => (c.rate && (!winner?.rate || c.rate.quality > winner.rate.quality) ? c : winner),
    null,
  );
  if (!best?.rate) {
    // A burnt-out red channel with no pulse on green either: the light, not the stillness, is wrong.
    const burnt = good.reduce((sum, s) => sum + s.red, 0) / good.length > CHANNEL_CLIPPED_HIGH;
    return none(burnt ? 'too_bright' : lifted ? 'finger_lifted' : 'no_pulse', { seconds: goodSeconds, lifted });
  }
  const { f0, quality } = best.rate;
  const bpm = f0 * 60;
  const intervals = best.signals.flatMap((signal) => beatIntervals(signal, f0)).sort((a, b) => a - b);
  const median = quantile(intervals, 0.5);
  // The mean of the intervals near the median: the rate over the beats, as a strap counts it, with a
  // missed or doubled beat left out.
  const near = intervals.filter((i) => Math.abs(i - median) <= 0.2 * median);
  const meanInterval = near.reduce((a, b) => a + b, 0) / Math.max(1, near.length);
  const intervalBpm = meanInterval > 0 ? (60 * FS) / meanInterval : null;
  const spread = median > 0 ? (quantile(intervals, 0.75) - quantile(intervals, 0.25)) / median : Infinity;
  const agrees = intervalBpm !== null && Math.abs(intervalBpm - bpm) / bpm <= RATE_AGREEMENT;
  const steady = spread <= INTERVAL_SPREAD_MAX;
  const result = { quality, intervalBpm, spectralBpm: bpm, channel: best.channel, seconds: Math.round(goodSeconds), lifted };
  if (quality < PULSE_QUALITY_MIN || !agrees || !steady) {
    // With the finger lifted on the way, that is what the participant can change.
    return { bpm: null, ...result, problem: lifted ? 'finger_lifted' : 'no_pulse' };
  }
  return { bpm: Math.round(intervalBpm ?? bpm), ...result, problem: null };
}
