/**
 * Heart rate from a fingertip on the phone's camera (contact photoplethysmography): each frame's
 * mean red and green, with its time, become a pulse wave; the rate is its spectral peak in the band
 * of plausible pulses, checked against the intervals between beats, with a signal-quality index
 * below which no number is offered (docs/decisions/020-heart-rate-never-invented.md). Pure
 * functions: the frames never leave the phone, and the tests run without a browser.
 */

export interface FrameSample {
  /** Milliseconds, from any origin (frame times jitter). */
  t: number;
  /** Mean red and green of the frame, 0–255. */
  red: number;
  green: number;
}

export type PulseProblem = 'too_short' | 'no_finger' | 'too_dark' | 'too_bright' | 'no_pulse';

export interface PulseEstimate {
  /** Beats per minute, whole; null when the signal is not good enough to offer one. */
  bpm: number | null;
  /** Share of the band's power at the pulse and its harmonics beyond what noise would put there, 0–1. */
  quality: number;
  /** The rate from the median interval between detected beats, for the cross-check. */
  intervalBpm: number | null;
  problem: PulseProblem | null;
}

export const PULSE_BAND_HZ = { low: 0.7, high: 3.5 } as const;
/** Below this quality the estimate is withheld (noise alone scores near 0). */
export const PULSE_QUALITY_MIN = 0.4;
export const PULSE_MIN_SECONDS = 10;
const FS = 30;
const EDGE_SECONDS = 1;
const STEP_HZ = 0.005;
const HARMONIC_HALF_WIDTH_HZ = 0.1;

// ---- Finger and exposure ----

/** Whether the frames look like a lit fingertip: bright enough, not burnt out, red well above green. */
export function fingerProblem(samples: readonly FrameSample[]): PulseProblem | null {
  const mean = (pick: (s: FrameSample) => number) => samples.reduce((sum, s) => sum + pick(s), 0) / samples.length;
  const red = mean((s) => s.red);
  const green = mean((s) => s.green);
  if (red < 40) return 'too_dark';
  if (red > 250) return 'too_bright';
  if (red < 1.4 * green) return 'no_finger';
  return null;
}

// ---- Signal ----

/** The red channel on a uniform grid at FS Hz (linear interpolation over jittered frame times). */
export function resample(samples: readonly FrameSample[], rate = FS): number[] {
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
    out.push(span > 0 ? a.red + ((b.red - a.red) * (t - a.t)) / span : a.red);
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

function powerNear(spectrum: { hz: number[]; power: number[] }, f: number): number {
  let sum = 0;
  spectrum.hz.forEach((h, i) => {
    if (Math.abs(h - f) <= HARMONIC_HALF_WIDTH_HZ) sum += spectrum.power[i] ?? 0;
  });
  return sum;
}

/** The beats: maxima at least 60% of the expected period apart; the rate from their median interval. */
export function intervalRate(signal: readonly number[], expectedHz: number, rate = FS): number | null {
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
  const intervals = peaks.slice(1).map((p, k) => p - (peaks[k] ?? p)).sort((a, b) => a - b);
  const median = intervals[Math.floor(intervals.length / 2)];
  return median ? (60 * rate) / median : null;
}

/**
 * The rate of a recording of frames: the spectral peak of the band-passed red channel (seconds of
 * movement silenced), taken at a sub-harmonic when the fundamental there is strong too (a sharp
 * pulse can put more power in a harmonic); quality is the share of band power at the pulse and its
 * harmonics beyond chance, and the rate is withheld below PULSE_QUALITY_MIN or when the beats'
 * intervals disagree by more than 15%.
 */
export function estimatePulse(samples: readonly FrameSample[]): PulseEstimate {
  const none = (problem: PulseProblem, quality = 0): PulseEstimate => ({ bpm: null, quality, intervalBpm: null, problem });
  if (samples.length < 2) return none('too_short');
  const seconds = (Math.max(...samples.map((s) => s.t)) - Math.min(...samples.map((s) => s.t))) / 1000;
  if (seconds < PULSE_MIN_SECONDS) return none('too_short');
  const finger = fingerProblem(samples);
  if (finger) return none(finger);

  const filtered = bandPass(resample(samples));
  const edge = EDGE_SECONDS * FS;
  const signal = muteArtefacts(filtered.slice(edge, filtered.length - edge));
  const spectrum = bandSpectrum(signal);
  const total = spectrum.power.reduce((a, b) => a + b, 0);
  if (!(total > 1e-9)) return none('no_pulse');
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
  const harmonics = [1, 2, 3, 4].map((k) => k * f0).filter((f) => f <= PULSE_BAND_HZ.high + HARMONIC_HALF_WIDTH_HZ);
  const share = harmonics.reduce((sum, f) => sum + powerNear(spectrum, f), 0) / total;
  // The share noise alone would have there (more harmonics of a slow pulse fit in the band), taken
  // out, so a slow and a fast pulse are judged alike: 0 for noise, 1 for a pure pulse.
  const chance = Math.min(0.9, (harmonics.length * 2 * HARMONIC_HALF_WIDTH_HZ) / (PULSE_BAND_HZ.high - PULSE_BAND_HZ.low));
  const quality = Math.max(0, Math.min(1, (share - chance) / (1 - chance)));
  const bpm = f0 * 60;
  const intervalBpm = intervalRate(signal, f0);
  const agrees = intervalBpm !== null && Math.abs(intervalBpm - bpm) / bpm <= 0.15;
  if (quality < PULSE_QUALITY_MIN || !agrees) return { bpm: null, quality, intervalBpm, problem: 'no_pulse' };
  return { bpm: Math.round(bpm), quality, intervalBpm, problem: null };
}
