import { describe, expect, it } from 'vitest';
import { parseHeartRateMeasurement } from './ble-heart-rate.js';
import { estimatePulse, PULSE_QUALITY_MIN, type FrameSample } from './ppg.js';
import { rmssd } from './rmssd.js';

/** A seeded generator, so every run sees the same noise. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const gaussian = () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  return { next, gaussian };
}

/** One beat's shape: the systolic peak and, smaller and later, the dicrotic wave after the notch. */
const beat = (phase: number) => Math.exp(-((phase - 0.2) ** 2) / (2 * 0.06 ** 2)) + 0.4 * Math.exp(-((phase - 0.5) ** 2) / (2 * 0.07 ** 2));

interface Recording {
  bpm?: number;
  seconds?: number;
  seed?: number;
  /** Noise power over the pulse's power, in dB below 0 (0 dB: equal power). */
  snrDb?: number;
  motion?: boolean;
  flat?: boolean;
}

/**
 * 30 fps with frame-time jitter, a red frame darkening with each pulse, breathing-like baseline
 * wander, white noise at the given SNR and, optionally, two seconds of a moved finger.
 */
function recording({ bpm = 72, seconds = 30, seed = 1, snrDb = 0, motion = false, flat = false }: Recording): FrameSample[] {
  const rng = random(seed);
  const amplitude = 3;
  const n = seconds * 30;
  const pulse = Array.from({ length: 2000 }, (_, i) => amplitude * beat(i / 2000));
  const mean = pulse.reduce((a, b) => a + b, 0) / pulse.length;
  const signalPower = pulse.reduce((a, b) => a + (b - mean) ** 2, 0) / pulse.length;
  const sigma = flat ? 0 : Math.sqrt(signalPower / 10 ** (snrDb / 10));
  return Array.from({ length: n }, (_, i) => {
    const t = (i / 30) * 1000 + rng.gaussian() * 3;
    const s = t / 1000;
    const wave = flat || bpm === 0 ? 0 : amplitude * beat(((s * bpm) / 60) % 1);
    const wander = flat ? 0 : 6 * Math.sin(2 * Math.PI * 0.2 * s);
    const moved = motion && s >= 12 && s < 14 ? 25 * Math.sin(2 * Math.PI * 0.9 * s) + 20 : 0;
    return { t, red: 180 - wave + wander + moved + sigma * rng.gaussian(), green: 40 };
  });
}

describe('the pulse from the camera', () => {
  for (const bpm of [48, 72, 150]) {
    it(`finds ${bpm} bpm within 2 through baseline wander, noise at 0 dB SNR and a moved finger`, () => {
      for (const seed of [1, 2, 3]) {
        const estimate = estimatePulse(recording({ bpm, seed, motion: true }));
        expect(estimate.problem, `seed ${seed}: quality ${estimate.quality.toFixed(2)}`).toBeNull();
        expect(Math.abs((estimate.bpm ?? 0) - bpm), `seed ${seed}: ${estimate.bpm}`).toBeLessThanOrEqual(2);
        expect(estimate.quality).toBeGreaterThanOrEqual(PULSE_QUALITY_MIN);
      }
    });
  }

  it('offers no rate for a flat signal or for noise alone', () => {
    expect(estimatePulse(recording({ flat: true }))).toMatchObject({ bpm: null, problem: 'no_pulse' });
    for (const seed of [1, 2, 3, 4, 5]) {
      const noise = estimatePulse(recording({ bpm: 0, seed }));
      expect(noise.bpm, `seed ${seed}: quality ${noise.quality.toFixed(2)}`).toBeNull();
      expect(noise.quality).toBeLessThan(PULSE_QUALITY_MIN);
    }
  });

  it('says what is wrong before measuring: too short, too dark, burnt out, no finger', () => {
    expect(estimatePulse(recording({ seconds: 5 })).problem).toBe('too_short');
    const dark = recording({}).map((s) => ({ ...s, red: s.red / 6 }));
    expect(estimatePulse(dark).problem).toBe('too_dark');
    expect(estimatePulse(recording({}).map((s) => ({ ...s, red: 255 }))).problem).toBe('too_bright');
    expect(estimatePulse(recording({}).map((s) => ({ ...s, green: s.red }))).problem).toBe('no_finger');
  });
});

describe('Bluetooth Heart Rate Measurement (0x2A37)', () => {
  const packet = (...bytes: number[]) => new DataView(Uint8Array.from(bytes).buffer);

  it('reads an 8-bit rate without contact support, energy or RR', () => {
    expect(parseHeartRateMeasurement(packet(0x00, 72))).toEqual({ bpm: 72, contact: 'unsupported', energyExpended: null, rrMs: [] });
  });

  it('reads a 16-bit rate and the contact bits', () => {
    expect(parseHeartRateMeasurement(packet(0x01 | 0x04 | 0x02, 0x2c, 0x01))).toMatchObject({ bpm: 300, contact: 'detected' });
    expect(parseHeartRateMeasurement(packet(0x04, 65))).toMatchObject({ bpm: 65, contact: 'not_detected' });
  });

  it('reads the energy expended and RR intervals in 1/1024 s, in either rate width', () => {
    // Energy 0x0123 = 291 kJ; RR 1024 → 1000 ms, 768 → 750 ms.
    expect(parseHeartRateMeasurement(packet(0x08 | 0x10, 70, 0x23, 0x01, 0x00, 0x04, 0x00, 0x03))).toEqual({
      bpm: 70,
      contact: 'unsupported',
      energyExpended: 291,
      rrMs: [1000, 750],
    });
    expect(parseHeartRateMeasurement(packet(0x01 | 0x10 | 0x06, 80, 0x00, 0x00, 0x03))).toEqual({
      bpm: 80,
      contact: 'detected',
      energyExpended: null,
      rrMs: [750],
    });
  });

  it('refuses a packet shorter than its flags announce', () => {
    expect(parseHeartRateMeasurement(packet(0x01, 72))).toBeNull();
    expect(parseHeartRateMeasurement(packet(0x08, 72, 0x01))).toBeNull();
    expect(parseHeartRateMeasurement(packet(0x00))).toBeNull();
  });
});

describe('RMSSD with artefacts rejected', () => {
  // Twelve steady beats around 800 ms with a breathing-like swing, then the same with artefacts.
  const steady = [800, 810, 790, 805, 820, 800, 785, 800, 815, 805, 790, 800];
  const squares = (series: readonly number[]) => series.slice(1).map((rr, i) => (rr - (series[i] ?? rr)) ** 2);

  it('matches a hand computation on a clean series', () => {
    const result = rmssd(steady);
    const expected = Math.sqrt(squares(steady).reduce((a, b) => a + b, 0) / 11);
    expect(result.rmssd).toBeCloseTo(expected, 10);
    expect(result).toMatchObject({ count: 12, accepted: 12, droppedShare: 0, problem: null });
  });

  it('drops an artefact in the first interval, and only that one', () => {
    const result = rmssd([1500, ...steady]);
    expect(result).toMatchObject({ count: 13, accepted: 12, problem: null });
    expect(result.rmssd).toBeCloseTo(rmssd(steady).rmssd ?? 0, 10);
  });

  it('drops a missed beat, a beat counted twice and an early beat with its pause, and no difference spans them', () => {
    const artefacts = [...steady.slice(0, 4), 1620, ...steady.slice(4, 8), 330, 470, ...steady.slice(8), 520, 1080, 800, 805];
    const result = rmssd(artefacts);
    expect(result.count - result.accepted).toBe(5);
    // The differences between neighbouring kept beats only.
    const kept = [steady.slice(0, 4), steady.slice(4, 8), steady.slice(8), [800, 805]];
    const pairs = kept.flatMap((run) => squares(run));
    expect(result.rmssd).toBeCloseTo(Math.sqrt(pairs.reduce((a, b) => a + b, 0) / pairs.length), 10);
  });

  it('gives no value, and says why, without enough beats or with mostly artefacts', () => {
    expect(rmssd([])).toMatchObject({ rmssd: null, problem: 'no_intervals', droppedShare: 0 });
    expect(rmssd([800, 810, 790])).toMatchObject({ rmssd: null, problem: 'too_few_beats' });
    expect(rmssd([250, 2500, 260, 2600, 800, 240, 2400, 250, 800, 2300, 230, 240])).toMatchObject({ rmssd: null, problem: 'too_many_artefacts' });
  });
});
