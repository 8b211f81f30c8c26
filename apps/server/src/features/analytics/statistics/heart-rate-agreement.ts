import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { blandAltman, MEASURED_HEART_RATE_METHODS, type HeartRateAgreementResponse } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { dayEnd, dayStart } from '../../../lib/study-days.js';
import { rowsOf } from '../rows.js';

/**
 * The study's own agreement between its measurement and a reference device
 * (docs/heart-rate-validation.md): every camera or Bluetooth value with a reference value typed
 * beside it is one pair, before and after alike, from participants only (an admin's trial
 * sessions are not study data). Bland–Altman per method, in the domain (heart-rate/bland-altman.ts).
 */

export const AGREEMENT_METHOD =
  'Bland–Altman: fark = ölçülen − referans cihaz. Yanlılık farkların ortalaması, uyum sınırları yanlılık ± 1,96 × SS; ' +
  'güven aralıkları yaklaşık (yanlılık için SS/√n, sınırlar için SS·√(3/n), t dağılımı, sd = n − 1). ' +
  'Bir katılımcının birden çok çifti bağımsız sayılır; katılımcı başına çok çift varsa aralıklar olduğundan dar görünür.';

const pairRow = z.object({
  userId: z.string(),
  method: z.enum(MEASURED_HEART_RATE_METHODS),
  measured: z.number(),
  reference: z.number(),
});

export async function heartRateAgreement(db: Database, from?: string, to?: string): Promise<HeartRateAgreementResponse> {
  const range: SQL[] = [];
  if (from) range.push(sql`h.created_at >= ${dayStart(from)}`);
  if (to) range.push(sql`h.created_at < ${dayEnd(to)}`);
  const where = sql.join([sql`not u.is_admin`, ...range], sql` and `);
  // One row per side: the before and the after value of a session are two readings.
  const pairs = await rowsOf(
    db,
    pairRow,
    sql`select h.user_id as "userId", s.method, s.measured, s.reference
        from heart_rate_sessions h join users u on u.id = h.user_id
        cross join lateral (values
          (h.before_method, h.heart_rate_before, h.before_reference_bpm),
          (h.after_method, h.heart_rate_after, h.after_reference_bpm)
        ) as s(method, measured, reference)
        where ${where} and s.method in ('camera', 'bluetooth') and s.measured is not null and s.reference is not null
        order by h.created_at`,
  );
  return {
    success: true,
    method: AGREEMENT_METHOD,
    byMethod: MEASURED_HEART_RATE_METHODS.map((method) => {
      const ofMethod = pairs.filter((pair) => pair.method === method);
      return {
        method,
        pairs: ofMethod.length,
        participants: new Set(ofMethod.map((pair) => pair.userId)).size,
        agreement: blandAltman(ofMethod),
      };
    }),
  };
}
