import { pairedTTest, type PairedResult } from './statistics.js';

/**
 * Within-session change summarised per participant first (docs/decisions/017-analysis-itt-participant-unit.md):
 * each participant's sessions give one mean before and one mean after, and the paired t-test runs
 * on those, so n is participants and a participant with many sessions weighs as much as one with
 * few. Sessions are not independent observations: they are nested in people.
 */

export interface SessionPair {
  participant: string;
  before: number;
  after: number;
}

export interface ParticipantPairedSummary {
  participants: number;
  sessions: number;
  /** Means over participants of each participant's mean. */
  meanBefore: number | null;
  meanAfter: number | null;
  /** Paired t on the participant means (n = participants, df = participants − 1). */
  paired: PairedResult | null;
}

export function participantPairedSummary(pairs: readonly SessionPair[]): ParticipantPairedSummary {
  const byParticipant = new Map<string, { before: number; after: number; count: number }>();
  for (const pair of pairs) {
    const own = byParticipant.get(pair.participant) ?? { before: 0, after: 0, count: 0 };
    own.before += pair.before;
    own.after += pair.after;
    own.count += 1;
    byParticipant.set(pair.participant, own);
  }
  const before = [...byParticipant.values()].map((own) => own.before / own.count);
  const after = [...byParticipant.values()].map((own) => own.after / own.count);
  const mean = (values: number[]) => (values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null);
  return { participants: byParticipant.size, sessions: pairs.length, meanBefore: mean(before), meanAfter: mean(after), paired: pairedTTest(before, after) };
}
