import { sql, type SQL } from 'drizzle-orm';
import {
  HEART_RATE_AFTER_DELAY_MINUTES,
  HEART_RATE_METHODS,
  participantPairedSummary,
  type HeartRateAnalysisResponse,
  type HeartRateEffect,
  type HeartRateMethodCounts,
} from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { readTimeline } from '../../../core/study/timeline.js';
import { readSettings } from '../../../core/study/settings-row.js';
import { z } from 'zod';
import { rowsOf } from '../rows.js';
import { SESSION_DAY, timepointOf } from '../study-sql.js';

/**
 * Heart rate before and after a relaxation or binaural session
 * (docs/decisions/017-analysis-itt-participant-unit.md): per content type and per item, each
 * participant's sessions are summarised first (one mean before, one mean after), and the paired
 * t-test runs on those participant means, so n is participants, not sessions: sessions of one
 * person are not independent observations. Which pairs go in is in docs/sleep-metrics.md
 * ("Heart-rate pairs").
 */

export const HEART_RATE_METHOD =
  'Katılımcı başına özet: her katılımcının oturumları önce tek bir "önce" ve "sonra" ortalamasına indirgenir; ' +
  'eşleştirilmiş t-testi bu katılımcı ortalamaları üzerinde yapılır (n = katılımcı, sd = katılımcı − 1). Oturum sayısı bilgi içindir. ' +
  'Öncesi veya sonrası ölçülemeyen ("Ölçemedim") ya da sorulamayan oturumlar dahil edilmez. ' +
  'Yalnızca katılımcının müdahale dönemindeki ve o an atandığı koldaki oturumlar alınır (grup değiştirdikten sonrakiler alınmaz); ' +
  'oturum günü katılımcının kendi zamanıdır (dışa aktarmadaki session_date). ' +
  'Öncesi ve sonrası farklı yöntemle alınan çiftler (mixed_methods) dahildir ve sayıları aşağıda verilir.';

/** Added to the method text when only measured values go in (docs/heart-rate-validation.md). */
export const MEASURED_ONLY_METHOD = ' Yalnızca ölçülen değerler: öncesi ve sonrası kamera veya Bluetooth ölçerle ölçülen oturumlar; elle yazılanlar dahil edilmez.';

/** Added when the plan leaves out pairs whose after-value came late. */
export const EXCLUDE_DELAYED_METHOD = ` Sonraki değeri oturum bittikten ${HEART_RATE_AFTER_DELAY_MINUTES} dakikadan sonra girilen çiftler (after_delayed) analiz planı gereği dahil edilmez.`;

export interface HeartRateAnalysisOptions {
  from?: string | undefined;
  to?: string | undefined;
  /** Only sessions whose both values were measured by the camera or a strap. */
  measuredOnly?: boolean;
  /** Leave out `after_delayed` pairs; the analysis plan's setting when not given. */
  excludeDelayed?: boolean;
}

const pair = z.object({
  userId: z.string(),
  enrolledOn: z.string().nullable(),
  day: z.string(),
  group: z.string(),
  allocated: z.string(),
  delayed: z.boolean(),
  contentType: z.enum(['relaxation', 'binaural']),
  contentId: z.string(),
  contentName: z.string(),
  before: z.number(),
  after: z.number(),
  beforeMethod: z.enum(HEART_RATE_METHODS).nullable(),
  afterMethod: z.enum(HEART_RATE_METHODS).nullable(),
});
type Pair = z.infer<typeof pair>;

/** A pair whose before and after values were obtained differently (a value without a method was typed). */
export const isMixedMethods = (p: Pick<Pair, 'beforeMethod' | 'afterMethod'>): boolean => (p.beforeMethod ?? 'manual') !== (p.afterMethod ?? 'manual');

/**
 * Whether the after-value of session `h` came more than HEART_RATE_AFTER_DELAY_MINUTES after the
 * session ended (its `occurred_at`): the one rule the analysis and the export share.
 */
export const AFTER_DELAYED = sql.raw(
  `coalesce(h.heart_rate_after_recorded_at > h.occurred_at + interval '${HEART_RATE_AFTER_DELAY_MINUTES} minutes', false)`,
);

function effect(contentType: Pair['contentType'], contentId: string | null, contentName: string | null, pairs: Pair[]): HeartRateEffect {
  const summary = participantPairedSummary(pairs.map((pair) => ({ participant: pair.userId, before: pair.before, after: pair.after })));
  return { contentType, contentId, contentName, ...summary };
}

/** How many values of each method went in, before and after counted apart (a value stored before methods were recorded counts as typed). */
function methodCounts(pairs: readonly Pair[]): HeartRateMethodCounts {
  const counts: HeartRateMethodCounts = { manual: 0, camera: 0, bluetooth: 0 };
  for (const pair of pairs) {
    counts[pair.beforeMethod ?? 'manual'] += 1;
    counts[pair.afterMethod ?? 'manual'] += 1;
  }
  return counts;
}

export async function heartRateAnalysis(db: Database, options: HeartRateAnalysisOptions = {}): Promise<HeartRateAnalysisResponse> {
  const { from, to, measuredOnly = false } = options;
  const [timeline, settings] = await Promise.all([readTimeline(db), readSettings(db)]);
  const excludeDelayed = options.excludeDelayed ?? settings.heartRateExcludeDelayed;
  // Only sessions with both values measured pair up; 'Ölçemedim' and never-asked values are not guessed.
  const parts: SQL[] = [sql`not u.is_admin`, sql`h.heart_rate_before is not null`, sql`h.heart_rate_after is not null`];
  if (measuredOnly) parts.push(sql`h.before_method in ('camera', 'bluetooth') and h.after_method in ('camera', 'bluetooth')`);
  if (from) parts.push(sql`${SESSION_DAY} >= ${from}::date`);
  if (to) parts.push(sql`${SESSION_DAY} <= ${to}::date`);
  const rows = await rowsOf(
    db,
    pair,
    sql`select h.user_id as "userId", u.enrolled_on::text as "enrolledOn", ${SESSION_DAY}::text as day, h.ab_group as "group",
          coalesce((select g.ab_group from group_history g where g.user_id = u.id order by g.from_at, g.id limit 1), u.ab_group) as allocated,
          ${AFTER_DELAYED} as delayed,
          h.content_type as "contentType", h.content_id as "contentId", h.content_name as "contentName",
          h.heart_rate_before as before, h.heart_rate_after as after, h.before_method as "beforeMethod", h.after_method as "afterMethod"
        from heart_rate_sessions h join users u on u.id = h.user_id
        where ${sql.join(parts, sql` and `)} order by h.occurred_at, h.created_at`,
  );
  // The intervention phase of the participant, in the arm they were allocated to at the time.
  const inPlan = rows.filter((row) => row.group === row.allocated && timepointOf(timeline, row.enrolledOn, row.day).phase === 'intervention');
  const delayed = inPlan.filter((row) => row.delayed).length;
  const pairs = excludeDelayed ? inPlan.filter((row) => !row.delayed) : inPlan;
  const byType: HeartRateEffect[] = [];
  const byItem: HeartRateEffect[] = [];
  for (const type of ['relaxation', 'binaural'] as const) {
    const ofType = pairs.filter((pair) => pair.contentType === type);
    if (ofType.length === 0) continue;
    byType.push(effect(type, null, null, ofType));
    const items = new Map<string, Pair[]>();
    for (const pair of ofType) items.set(pair.contentId, [...(items.get(pair.contentId) ?? []), pair]);
    for (const [id, itemPairs] of items) byItem.push(effect(type, id, itemPairs.at(-1)?.contentName ?? id, itemPairs));
  }
  return {
    success: true,
    method: HEART_RATE_METHOD + (measuredOnly ? MEASURED_ONLY_METHOD : '') + (excludeDelayed ? EXCLUDE_DELAYED_METHOD : ''),
    measuredOnly,
    methodCounts: methodCounts(pairs),
    mixedMethods: pairs.filter(isMixedMethods).length,
    delayed,
    excludeDelayed,
    byType,
    byItem,
  };
}
