import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rmssd } from './rmssd.js';

/**
 * RMSSD on real chest-strap series: the Polar H10 RR intervals of the Welltory dataset
 * (fixtures/welltory-ppg/README.md), 21 series of 89–102 beats at 54–88 bpm. The reference is each
 * clean series' RMSSD over every successive difference; the filter must stay within 5% of it on
 * the clean series (slow breathing included) and when one artefact is put in: a first interval that
 * is wrong, a missed beat, a beat counted twice, or an early beat with its compensatory pause
 * (docs/heart-rate-validation.md, "RMSSD").
 */

const FIXTURES = new URL('./fixtures/welltory-ppg/', import.meta.url);
const SERIES = Array.from({ length: 21 }, (_, i) =>
  readFileSync(new URL(`subject_${String(i + 1).padStart(2, '0')}.rr.txt`, FIXTURES), 'utf8').trim().split(/\s+/).map(Number),
);

function reference(rr: readonly number[]): number {
  const squares = rr.slice(1).map((x, i) => (x - (rr[i] ?? x)) ** 2);
  return Math.sqrt(squares.reduce((a, b) => a + b, 0) / squares.length);
}

const ARTEFACTS: Record<string, (rr: readonly number[], k: number) => number[]> = {
  'a first interval far too short': (rr) => [Math.round((rr[0] ?? 0) / 2), ...rr],
  'a first interval far too long': (rr) => [2 * (rr[0] ?? 0), ...rr],
  'a missed beat': (rr, k) => [...rr.slice(0, k), (rr[k] ?? 0) + (rr[k + 1] ?? 0), ...rr.slice(k + 2)],
  'a beat counted twice': (rr, k) => [...rr.slice(0, k), Math.round(0.4 * (rr[k] ?? 0)), Math.round(0.6 * (rr[k] ?? 0)), ...rr.slice(k + 1)],
  'an early beat and its pause': (rr, k) =>
    rr.map((x, j) => (j === k ? Math.round(0.65 * x) : j === k + 1 ? x + Math.round(0.35 * (rr[k] ?? 0)) : x)),
};

describe('RMSSD on real Polar H10 series', () => {
  it('stays within 5% of the clean series’ own RMSSD, slow breathing at 54 bpm included', () => {
    const off = SERIES.map((rr, i) => ({ subject: i + 1, reference: reference(rr), got: rmssd(rr).rmssd })).filter(
      ({ reference: r, got }) => got === null || Math.abs(got - r) / r > 0.05,
    );
    expect(off).toEqual([]);
    // The slowest heart: 127.0 ms over every difference (a fixed 20% step rule gave 96.1).
    expect(reference(SERIES[0] ?? [])).toBeCloseTo(127.0, 1);
  });

  for (const [name, corrupt] of Object.entries(ARTEFACTS)) {
    it(`loses no more than 5% with ${name}`, () => {
      const off = SERIES.map((rr, i) => {
        const got = rmssd(corrupt(rr, Math.floor(rr.length / 2)));
        return { subject: i + 1, reference: reference(rr), got: got.rmssd, dropped: got.count - got.accepted };
      }).filter(({ reference: r, got }) => got === null || Math.abs(got - r) / r > 0.05);
      expect(off).toEqual([]);
    });
  }
});
