import type { ComparisonMetric } from '../api/analytics.js';
import type { Multiplicity } from '../api/analytics-responses.js';
import { hedgesG, type HedgesGResult } from './effect-size.js';
import { holmAdjust } from './holm.js';
import { cohensD, describe, welchTTest, type CohensDResult, type Description, type WelchResult } from './statistics.js';

/**
 * A table of between-arm comparisons, one per measure, on one value per participant
 * (docs/decisions/017-analysis-itt-participant-unit.md): describe each arm, Welch's t, Cohen's d
 * and Hedges' g (experiment − control); then the primary outcome keeps its raw p and the other
 * rows (the secondary outcomes) get Holm-adjusted p values within the table.
 */

export interface GroupComparison {
  control: Description;
  experiment: Description;
  welch: WelchResult | null;
  cohensD: CohensDResult | null;
  hedgesG: HedgesGResult | null;
}

export function compareGroups(experiment: readonly number[], control: readonly number[]): GroupComparison {
  return {
    control: describe(control),
    experiment: describe(experiment),
    welch: welchTTest(experiment, control),
    cohensD: cohensD(experiment, control),
    hedgesG: hedgesG(experiment, control),
  };
}

/** Marks the primary row and Holm-adjusts the others' Welch p values. */
export function withMultiplicity<T extends { metric: ComparisonMetric; welch: WelchResult | null }>(rows: readonly T[], primary: ComparisonMetric): (T & Multiplicity)[] {
  const secondary = rows.map((row) => (row.metric === primary ? null : (row.welch?.p ?? null)));
  const adjusted = holmAdjust(secondary);
  return rows.map((row, i) => ({ ...row, primary: row.metric === primary, pAdjusted: row.metric === primary ? null : (adjusted[i] ?? null) }));
}
