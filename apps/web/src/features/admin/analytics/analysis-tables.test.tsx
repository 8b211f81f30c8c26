import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ratioOneDecimal, type PrimaryAnalysisResponse, type PrimaryMetricResult } from '@uyku/domain';
import { ComparisonTable } from './ComparisonTable';
import { num } from './format';
import { PopulationSummary } from './PopulationSummary';
import { PrimarySection } from './PrimarySection';

afterEach(cleanup);

/** A result row as the server sends it (docs/decisions/017-analysis-itt-participant-unit.md). */
function row(metric: PrimaryMetricResult['metric'], primary: boolean, difference: number, n: number): PrimaryMetricResult {
  return {
    metric,
    primary,
    pAdjusted: primary ? null : 0.0984,
    control: { n, mean: 1, sd: 2 },
    experiment: { n: n + 1, mean: 1 + difference, sd: 2 },
    welch: { t: 2.5, df: 12.3, p: 0.0274, difference, ci: { low: difference - 2, high: difference + 2 } },
    cohensD: { d: 0.91, ci: { low: 0.05, high: 1.77 } },
    hedgesG: { g: 0.86, correction: 0.945, ci: { low: 0.02, high: 1.68 } },
    ancova: { n: 2 * n + 1, difference: difference - 0.5, ci: { low: 0.4, high: 4.1 }, se: 0.9, t: 2.6, df: 2 * n - 2, p: 0.019, baselineSlope: 0.7 },
  };
}

const population = (which: 'itt' | 'perProtocol', n: number, difference: number) => ({
  population: which,
  included: [],
  excluded: [],
  results: [row('sleepEfficiency', true, difference, n), row('waso', false, -3, n)],
});

const data: PrimaryAnalysisResponse = {
  success: true,
  assignment: 'randomised',
  plan: { lockedAt: null, sha256: null, tstSource: 'diary', minNightsPerPhase: 4 },
  method: '',
  tstSource: 'diary',
  primaryOutcome: 'sleepEfficiency',
  itt: population('itt', 20, 4.2),
  perProtocol: population('perProtocol', 18, 5.1),
  sensitivity: { minNights: 1, included: 23, excluded: 0, result: row('sleepEfficiency', true, 3.9, 23) },
  dose: { points: [], correlation: null },
};

describe('the Analiz tables', () => {
  it('show ITT and per-protocol side by side for the primary outcome, n as participants, with g and the ANCOVA', () => {
    render(<PopulationSummary data={data} />);
    const table = screen.getByTestId('primary-summary');
    const header = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Birincil sonuç: Uyku verimliliği (%)', 'Atanan gruba göre (ITT)', 'Protokole uygun (PP)', 'En az 1 gece (duyarlılık)']);
    const cells = (label: string) => within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('n (katılımcı): kontrol / deney')).toEqual(['20 / 21', '18 / 19', '23 / 24']);
    expect(cells('Değişim farkı [%95 GA] (Welch)')).toEqual(['+4,2 [2,2; 6,2]', '+5,1 [3,1; 7,1]', '+3,9 [1,9; 5,9]']);
    expect(cells('Hedges g [%95 GA]')).toEqual(['0,86 [0,02; 1,68]', '0,86 [0,02; 1,68]', '0,86 [0,02; 1,68]']);
    expect(cells('ANCOVA: başlangıca göre düzeltilmiş fark [%95 GA], p')).toEqual(['+3,7 [0,4; 4,1], 0,019', '+4,6 [0,4; 4,1], 0,019', '+3,4 [0,4; 4,1], 0,019']);
  });

  it('mark the primary outcome and give the secondary outcomes raw and Holm-adjusted p', () => {
    render(<ComparisonTable rows={data.itt.results} testId="t" label="ITT" ancova />);
    const table = screen.getByTestId('t');
    expect(within(table).getByRole('columnheader', { name: 'Düzeltilmiş p (Holm)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Hedges g [%95 GA] / Cohen d' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'ANCOVA: düzeltilmiş fark [%95 GA]' })).toBeTruthy();
    const [primary, secondary] = within(table).getAllByRole('row').slice(1);
    expect(within(primary as HTMLElement).getByText('Birincil sonuç')).toBeTruthy();
    expect(within(primary as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toContain('birincil');
    const cells = within(secondary as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['0,027', '0,098', '0,86 [0,02; 1,68]d = 0,91 [0,05; 1,77]']));
  });

  it('round listening minutes for display from the whole seconds (9,123 s is 152,1 min)', () => {
    expect(num(ratioOneDecimal(9123, 60))).toBe('152,1');
  });

  it('name a self-selected comparison as such, never ITT', () => {
    render(<PopulationSummary data={{ ...data, assignment: 'self-selected' }} />);
    const header = within(screen.getByTestId('primary-summary')).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Birincil sonuç: Uyku verimliliği (%)', 'Seçilen gruba göre (kendi seçimi)', 'Protokole uygun (PP)', 'En az 1 gece (duyarlılık)']);
    expect(screen.queryByText('Atanan gruba göre (ITT)')).toBeNull();
  });

  it("warn while the analysis plan is not locked, and mark the locked primary outcome 'Önceden belirlenmiş birincil sonuç' and the rest exploratory", () => {
    render(<PrimarySection data={data} />);
    expect(screen.getByTestId('plan-unlocked-warning').textContent).toContain('Analiz planı kilitlenmedi');
    expect(screen.queryByText('Önceden belirlenmiş birincil sonuç')).toBeNull();
    cleanup();
    const sha256 = 'ab12cd34ef56'.padEnd(64, '0');
    render(<PrimarySection data={{ ...data, plan: { ...data.plan, lockedAt: '2026-11-01T09:00:00.000Z', sha256 } }} />);
    expect(screen.queryByTestId('plan-unlocked-warning')).toBeNull();
    expect(screen.getByTestId('pre-specified').textContent).toBe('Önceden belirlenmiş birincil sonuç');
    expect(screen.getByTestId('plan-locked-note').textContent).toMatch(/^Analiz planı kilitlendi: .+ · ab12cd34ef56$/);
    // The tables of every measure (both populations) and the dose are exploratory.
    expect(screen.getAllByTestId('exploratory').map((chip) => chip.textContent)).toEqual(['Keşfedici analiz', 'Keşfedici analiz', 'Keşfedici analiz']);
    cleanup();
    // Another TST source than the plan's: the primary comparison itself becomes exploratory.
    render(<PrimarySection data={{ ...data, tstSource: 'device', plan: { ...data.plan, lockedAt: '2026-11-01T09:00:00.000Z', sha256 } }} />);
    expect(screen.queryByTestId('pre-specified')).toBeNull();
  });
});
