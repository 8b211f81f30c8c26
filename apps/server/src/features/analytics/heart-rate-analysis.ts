import { sql, type SQL } from 'drizzle-orm';
import { pairedTTest, type HeartRateAnalysisResponse, type HeartRateEffect } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { dayEnd, dayStart } from '../admin-data/filters.js';
import { rowsOf } from './rows.js';

/**
 * Heart rate before and after a relaxation or binaural session (issue 15): per content type and per
 * item, the means and the paired t-test of after − before. The pairs are read per session; the
 * statistics need the individual changes, and a study has at most some thousands of sessions.
 */

interface Pair {
  contentType: 'relaxation' | 'binaural';
  contentId: string;
  contentName: string;
  before: number;
  after: number;
}

function effect(contentType: Pair['contentType'], contentId: string | null, contentName: string | null, pairs: Pair[]): HeartRateEffect {
  const before = pairs.map((pair) => pair.before);
  const after = pairs.map((pair) => pair.after);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { contentType, contentId, contentName, sessions: pairs.length, meanBefore: mean(before), meanAfter: mean(after), paired: pairedTTest(before, after) };
}

export async function heartRateAnalysis(db: Database, from?: string, to?: string): Promise<HeartRateAnalysisResponse> {
  const parts: SQL[] = [sql`not u.is_admin`];
  if (from) parts.push(sql`h.created_at >= ${dayStart(from)}`);
  if (to) parts.push(sql`h.created_at < ${dayEnd(to)}`);
  const pairs = await rowsOf<Pair>(
    db,
    sql`select h.content_type as "contentType", h.content_id as "contentId", h.content_name as "contentName",
          h.heart_rate_before as before, h.heart_rate_after as after
        from heart_rate_sessions h join users u on u.id = h.user_id
        where ${sql.join(parts, sql` and `)} order by h.created_at`,
  );
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
  return { success: true, byType, byItem };
}
