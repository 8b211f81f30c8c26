import { eq } from 'drizzle-orm';
import { AUDIO_MSG, type HeartRateSessionInput } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { binauralSounds, relaxationContent } from '../../db/schema/index.js';
import { readSettings } from '../../core/study/settings.js';
import { badRequest } from '../../errors.js';

/**
 * What the server can check of a session's provenance before storing it (docs/security.md,
 * "Heart-rate provenance"): a reference device's value only when the study asks for one (its
 * Bland–Altman pairs rest on them), and a content id that names an item of that type. The
 * measurement's own figures are bounded by the request schema (packages/domain, api/audio.ts).
 */

/** Content ids are UUIDs; anything else names nothing (and PostgreSQL would refuse to compare it). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function contentExists(db: Database, type: HeartRateSessionInput['content_type'], id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const table = type === 'relaxation' ? relaxationContent : binauralSounds;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

export async function checkProvenance(db: Database, input: HeartRateSessionInput): Promise<void> {
  const referenced = [input.heart_rate_before_measurement, input.heart_rate_after_measurement].some((m) => m?.reference_bpm !== undefined);
  if (referenced && !(await readSettings(db)).heartRateReference) {
    throw badRequest(AUDIO_MSG.referenceNotAsked, [{ field: 'reference_bpm', message: AUDIO_MSG.referenceNotAsked }]);
  }
  if (!(await contentExists(db, input.content_type, input.content_id))) {
    throw badRequest(AUDIO_MSG.contentNotFound, [{ field: 'content_id', message: AUDIO_MSG.contentNotFound }]);
  }
}
