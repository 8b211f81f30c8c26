import { eq } from 'drizzle-orm';
import { interventionGate, todayInStudyZone } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { readSettings } from './settings-row.js';
import { timelineOf } from './timeline.js';

/**
 * The intervention only in its phase (docs/decisions/034-intervention-phase-gate.md): the
 * relaxation, binaural and heart-rate routes answer an experiment-arm participant only on their own
 * intervention-phase days (and in follow-up when the study keeps the content open), else 403
 * INTERVENTION_NOT_OPEN with the day it opens or that it has ended. Admins are never gated.
 * `day` is the participant's calendar day the request is about: today, or a saved session's own day.
 */
export async function assertInterventionOpen(db: Database, user: AuthUser, day: string = todayInStudyZone()): Promise<void> {
  if (user.isAdmin) return;
  const [settings, [row]] = await Promise.all([
    readSettings(db),
    db.select({ enrolledOn: users.enrolledOn }).from(users).where(eq(users.id, user.id)).limit(1),
  ]);
  const gate = interventionGate(timelineOf(settings), row?.enrolledOn ?? null, day, settings.audioOpenInFollowUp);
  if (!gate.open) throw new AppError(403, 'INTERVENTION_NOT_OPEN', gate.message);
}
