import { describe, expect, it } from 'vitest';
import { shadedBands } from './phase-shading';

const days = ['2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14'];

describe('shadedBands', () => {
  it("cuts the phases to the chart's days and leaves out those outside them", () => {
    expect(
      shadedBands(
        [
          { phase: 'baseline', from: '2026-01-01', to: '2026-01-11' },
          { phase: 'intervention', from: '2026-01-12', to: '2026-02-08' },
          { phase: 'follow-up', from: '2026-02-09', to: '2026-02-22' },
        ],
        days,
      ),
    ).toEqual([
      { phase: 'baseline', first: '2026-01-10', last: '2026-01-11' },
      { phase: 'intervention', first: '2026-01-12', last: '2026-01-14' },
    ]);
  });

  it('has nothing to shade without days or without phases', () => {
    expect(shadedBands([{ phase: 'baseline', from: '2026-01-01', to: '2026-01-07' }], [])).toEqual([]);
    expect(shadedBands([], days)).toEqual([]);
  });
});
