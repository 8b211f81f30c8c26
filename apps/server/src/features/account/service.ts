import { count, desc, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MSG,
  dataDownloadFileName,
  todayInStudyZone,
  type AcceptConsentsResponse,
  type ConsentsResponse,
  type SessionUser,
  type updateProfileRequestSchema,
} from '@uyku/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { consents, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { lacksCurrentConsent } from '../../lib/consent-status.js';
import type { AuthUser } from '../../plugins/auth.js';
import { ADMIN_DEMOTION_LOCK_KEY } from '../../core/accounts/locks.js';
import { recordCurrentConsents } from '../../core/accounts/consents.js';
import { presentSessionUser } from '../../core/accounts/session-user.js';
import { collectPersonalData, erasePersonalData } from '../../core/accounts/personal-data-registry.js';
import { inTransaction } from '../../db/transaction.js';

type ProfileInput = z.output<typeof updateProfileRequestSchema>;

/** The dated JSON file of everything the platform stores about the user (KVKK article 11, access). */
export async function personalDataFile(db: Database, user: AuthUser, now = new Date()): Promise<{ fileName: string; body: string }> {
  const { profile, ...rest } = await collectPersonalData(db, user.id);
  const file = {
    platform: 'Uyku ve Stres Platformu',
    exported_at: now.toISOString(),
    profile,
    ...rest,
  };
  return { fileName: dataDownloadFileName(todayInStudyZone(now)), body: JSON.stringify(file, null, 2) };
}

/**
 * Deletes the caller's account and every row of theirs (KVKK article 11, erasure). The audit log
 * keeps one pseudonymous row saying the participant deleted their own account. An admin may leave
 * too, but never the last one: the study would have nobody to run it.
 */
export async function deleteOwnAccount(db: Database, user: AuthUser): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (user.isAdmin) {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_DEMOTION_LOCK_KEY})`);
      const [admins] = await tx.select({ total: count() }).from(users).where(eq(users.isAdmin, true));
      if ((admins?.total ?? 0) <= 1) throw conflict(ACCOUNT_MSG.lastAdmin);
    }
    const [row] = await tx
      .select({ id: users.id, participantNumber: users.participantNumber, group: users.group })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!row) throw notFound();
    await recordAudit(tx, { actor: row, action: 'account.self_delete', target: row, details: { abGroup: row.group } });
    await erasePersonalData(tx, user.id);
  });
}

/** The participant's correction of their name and e-mail (KVKK article 11, rectification). */
export async function updateOwnProfile(db: Database, user: AuthUser, input: ProfileInput): Promise<SessionUser> {
  const [row] = await db
    .update(users)
    .set({ name: input.name, email: input.email, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound();
  return presentSessionUser({ ...row, consentRequired: user.consentRequired });
}

/** Which version of each legal text the user accepted and when, newest first. */
export async function consentHistory(db: Database, user: AuthUser): Promise<ConsentsResponse> {
  const rows = await db
    .select({ document: consents.document, version: consents.version, acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(eq(consents.userId, user.id))
    .orderBy(desc(consents.acceptedAt), desc(consents.id));
  const [status] = await db.select({ lacking: lacksCurrentConsent(user.id) }).from(sql`(select 1) as one`);
  return {
    success: true,
    consents: rows.map((r) => ({ document: r.document, version: r.version, accepted_at: r.acceptedAt.toISOString() })),
    consent_required: status?.lacking === true,
  };
}

/** The user accepts the versions in force after a text changed (docs/decisions/007-consent-after-a-legal-text-changes.md). */
export async function acceptCurrentConsents(db: Database, user: AuthUser): Promise<AcceptConsentsResponse> {
  await recordCurrentConsents(db, user.id);
  return {
    success: true,
    message: ACCOUNT_MSG.consentsAccepted,
    user: presentSessionUser({ ...user, consentRequired: false }),
  };
}
