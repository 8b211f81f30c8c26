import { asc, eq } from 'drizzle-orm';
import type { AbGroup } from '@uyku/domain';
import type { Database } from '../db/client.js';
import { groupHistory, studySettings, users, type StudySettingsRow } from '../db/schema/index.js';
import { allocate, recordFirstGroup, recordGroupChoice } from '../core/study/allocation.js';
import { readSeal, sealList } from '../core/study/allocation-seal.js';
import { readSettings } from '../core/study/settings.js';
import { settingsWritten } from '../core/study/settings-cache.js';
import { inTransaction } from '../db/transaction.js';
import { random } from './random.js';

/**
 * How the demo study's participants get their groups, through the same code as a registration
 * (core/study/allocation.ts): a randomised study allocates each one by the seeded permuted
 * blocks and logs it in allocation_log, a choice is logged in group_choice_log with the
 * descriptions shown; either way group_history gets the enrolment row, and a few
 * participants later move to the other arm, so "the group at the time" of a record matters.
 */

/**
 * The study's settings for a randomised demo: a study that lets participants choose is switched
 * to randomised allocation with a sealed list drawn from the demo's own seed (so the demo is the
 * same every time; a real study's list comes from node:crypto, decision 033); a study that is
 * randomised already keeps its list, block size and strata, and the demo continues its blocks.
 */
export async function randomisedSettings(db: Database, seed: number): Promise<StudySettingsRow> {
  const settings = await readSettings(db);
  if (settings.allocationMode === 'randomised' && (await readSeal(db))) return settings;
  const after = await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(studySettings)
      .set({ allocationMode: 'randomised', updatedAt: new Date() })
      .where(eq(studySettings.id, 1))
      .returning();
    if (!updated) throw new Error('study settings row missing');
    await sealList(tx, updated, demoDraw(seed));
    return updated;
  });
  settingsWritten(db);
  return after;
}

/** A uniform integer below n from the demo's seeded generator: for the demo's list only. */
function demoDraw(seed: number): (n: number) => number {
  const next = random(seed);
  return (n) => Math.floor(next() * n);
}

/** The first admin, named as the one who moved a participant; null when the database has none. */
export async function demoAdmin(db: Database): Promise<string | null> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.createdAt)).limit(1);
  return admin?.id ?? null;
}

export interface Enrolled {
  id: string;
  group: AbGroup;
}

/**
 * Inserts one participant with their first group, in one transaction as a registration does.
 * Returns null when the phone is taken (the demo was seeded before), allocating nothing.
 */
export async function enrolDemoParticipant(
  db: Database,
  values: typeof users.$inferInsert & { group: AbGroup; createdAt: Date },
  allocation: { settings: StudySettingsRow; stratum: string } | null,
): Promise<Enrolled | null> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: users.id, participantNumber: users.participantNumber });
    if (!user) return null;
    if (!allocation) {
      await recordFirstGroup(tx, user.id, values.group, 'registration', null, values.createdAt);
      await recordGroupChoice(tx, await readSettings(tx), user, values.group, values.createdAt);
      return { id: user.id, group: values.group };
    }
    const group = await allocate(tx, allocation.settings, user, allocation.stratum, values.createdAt);
    await tx.update(users).set({ group }).where(eq(users.id, user.id));
    await recordFirstGroup(tx, user.id, group, 'allocation', null, values.createdAt);
    return { id: user.id, group };
  });
}

/**
 * An admin's move to the other arm at `at`: the history row and the current group as the panel's
 * user edit writes them (without its audit row: the seeder acts for no signed-in admin).
 */
export async function switchDemoGroup(db: Database, userId: string, group: AbGroup, at: Date, adminId: string | null): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(groupHistory).values({ userId, group, source: 'admin', changedBy: adminId, fromAt: at });
    await tx.update(users).set({ group, updatedAt: at }).where(eq(users.id, userId));
  });
}
