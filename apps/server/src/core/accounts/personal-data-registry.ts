import { asc, eq, or, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { participantCode, rowKey, SLEEP_FIELD_KEYS } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import {
  alertAcknowledgements,
  audioUsage,
  allocationLog,
  analysisPlanHistory,
  auditLog,
  consents,
  deviceNights,
  formResponses,
  groupChoiceLog,
  groupHistory,
  heartRateSessions,
  idempotencyKeys,
  messages,
  passwordResetRequests,
  pushReminders,
  pushSubscriptions,
  reminderLog,
  sessions,
  nights,
  users,
  videoCalls,
  videoRooms,
} from '../../db/schema/index.js';
import { formResponsesOfUser } from './form-responses.js';
import { presentRow } from './export-presenters.js';

/**
 * THE list of every table that holds personal data, read by both the data download and the
 * account deletion (KVKK article 11: access and erasure), so the two can never disagree. A test
 * (account-registry.test.ts) reads the database catalogue and fails when a column referencing
 * users(id) is missing here: a table added later cannot be forgotten.
 *
 * Adding a table: one entry with its user columns and the fields of its rows that go into the file.
 */

/**
 * What deleting the user does to a row that references them:
 * - 'delete': the row is the user's own (their diary night, their message) and goes with them;
 * - 'unlink': the row is someone else's record that merely mentions them (an admin's reply in
 *   another conversation, an audit entry, a reset an admin resolved): it stays and loses the link.
 */
export type OnErase = 'delete' | 'unlink';

export interface UserReference {
  column: PgColumn;
  onErase: OnErase;
}

export interface PersonalDataSource {
  table: PgTable;
  /** Every column of the table that references users(id) (the users table names its own id). */
  references: UserReference[];
  /** Where this table's rows sit in the downloaded file. */
  exportKey: string;
  /** Rows only an admin can have (a participant's file has none): the analysis plan changes. */
  adminOnly?: true;
  /** The caller's rows as the file shows them: whitelisted fields only, never a hash. */
  exportRows: (db: Database, userId: string) => Promise<unknown>;
}

/** The usual case: the rows whose `userColumn` is the caller, these fields, oldest first. */
function ownRows<Row extends Record<string, unknown>>(
  table: PgTable,
  userColumn: PgColumn,
  fields: readonly (keyof Row & string)[],
  orderBy: PgColumn,
  where?: (userId: string) => SQL | undefined,
): PersonalDataSource['exportRows'] {
  return async (db, userId) => {
    const rows = (await db
      .select()
      .from(table)
      .where(where ? where(userId) : eq(userColumn, userId))
      .orderBy(asc(orderBy))) as Row[];
    return rows.map((row) => presentRow(table, row, fields));
  };
}

type SleepRow = typeof nights.$inferSelect;
type HeartRateRow = typeof heartRateSessions.$inferSelect;

/** In deletion order: the users row last, once nothing points at it. */
export const PERSONAL_DATA: readonly PersonalDataSource[] = [
  {
    table: sessions,
    references: [{ column: sessions.userId, onErase: 'delete' }],
    exportKey: 'sessions',
    // When and until when the user was signed in; the token hash is a credential and stays out.
    exportRows: ownRows<typeof sessions.$inferSelect>(sessions, sessions.userId, ['createdAt', 'expiresAt'], sessions.createdAt),
  },
  {
    table: consents,
    references: [{ column: consents.userId, onErase: 'delete' }],
    exportKey: 'consents',
    exportRows: ownRows<typeof consents.$inferSelect>(
      consents,
      consents.userId,
      ['document', 'version', 'acceptedAt'],
      consents.acceptedAt,
    ),
  },
  {
    table: passwordResetRequests,
    references: [
      { column: passwordResetRequests.userId, onErase: 'delete' },
      { column: passwordResetRequests.resolvedBy, onErase: 'unlink' },
    ],
    exportKey: 'password_reset_requests',
    // Only the user's own requests; the ones an admin resolved for others are the others' data.
    exportRows: ownRows<typeof passwordResetRequests.$inferSelect>(
      passwordResetRequests,
      passwordResetRequests.userId,
      ['status', 'createdAt', 'resolvedAt'],
      passwordResetRequests.createdAt,
    ),
  },
  {
    table: nights,
    references: [{ column: nights.userId, onErase: 'delete' }],
    exportKey: 'sleep_sessions',
    exportRows: ownRows<SleepRow>(
      nights,
      nights.userId,
      [
        'id', 'sleepDate', 'group',
        // Every diary field of the catalogue (docs/decisions/018-sleep-field-catalogue.md): a new one is never left out.
        ...SLEEP_FIELD_KEYS.map(rowKey),
        'timeInBed', 'sleepOnsetLatency', 'terminalWakefulness', 'totalSleepMinutes', 'tstSource', 'sleepEfficiency', 'createdAt', 'clientCreatedAt', 'updatedAt',
      ],
      nights.sleepDate,
    ),
  },
  {
    table: deviceNights,
    references: [{ column: deviceNights.userId, onErase: 'delete' }],
    exportKey: 'device_nights',
    // The wearable's nights as imported (docs/sleep-metrics.md, "Device nights"); each time's offset beside it.
    exportRows: ownRows<typeof deviceNights.$inferSelect>(
      deviceNights,
      deviceNights.userId,
      [
        'vendor', 'sleepDate', 'inBedStart', 'inBedStartOffset', 'inBedEnd', 'inBedEndOffset', 'sleepOnset', 'sleepOnsetOffset',
        'finalWake', 'finalWakeOffset', 'remMinutes', 'deepMinutes', 'lightMinutes', 'awakeMinutes', 'stagesAvailable', 'importedAt', 'updatedAt',
      ],
      deviceNights.sleepDate,
    ),
  },
  {
    table: heartRateSessions,
    references: [{ column: heartRateSessions.userId, onErase: 'delete' }],
    exportKey: 'heart_rate_sessions',
    exportRows: ownRows<HeartRateRow>(
      heartRateSessions,
      heartRateSessions.userId,
      [
        'id', 'group', 'contentType', 'contentId', 'contentName', 'heartRateBefore', 'heartRateBeforeMissing',
        'heartRateAfter', 'heartRateAfterMissing', 'beforeMethod', 'beforeQuality', 'beforeSeconds', 'beforeRmssdMs', 'beforeRrCount',
        'beforeReferenceBpm', 'afterMethod', 'afterQuality', 'afterSeconds', 'afterRmssdMs', 'afterRrCount', 'afterReferenceBpm',
        'durationSeconds', 'listenedSeconds', 'createdAt',
        'clientCreatedAt', 'occurredAt',
      ],
      heartRateSessions.createdAt,
    ),
  },
  {
    table: idempotencyKeys,
    references: [{ column: idempotencyKeys.userId, onErase: 'delete' }],
    exportKey: 'idempotency_keys',
    // Answers kept for 24 hours so a write sent again is not saved twice (decision 019). The
    // stored answer repeats a record this file holds under its own key; the client's key is an
    // opaque token of no meaning: neither goes in.
    exportRows: ownRows<typeof idempotencyKeys.$inferSelect>(
      idempotencyKeys,
      idempotencyKeys.userId,
      ['state', 'responseStatus', 'createdAt', 'expiresAt'],
      idempotencyKeys.createdAt,
    ),
  },
  {
    table: audioUsage,
    references: [{ column: audioUsage.userId, onErase: 'delete' }],
    exportKey: 'audio_usage',
    exportRows: ownRows<typeof audioUsage.$inferSelect>(
      audioUsage,
      audioUsage.userId,
      ['group', 'contentType', 'contentId', 'interactionType', 'listenedSeconds', 'createdAt'],
      audioUsage.createdAt,
    ),
  },
  {
    table: formResponses,
    references: [{ column: formResponses.userId, onErase: 'delete' }],
    exportKey: 'form_responses',
    // Each answer with its question's text, as the form read when it was filled.
    exportRows: formResponsesOfUser,
  },
  {
    table: videoCalls,
    references: [{ column: videoCalls.userId, onErase: 'delete' }],
    exportKey: 'video_calls',
    exportRows: ownRows<typeof videoCalls.$inferSelect>(
      videoCalls,
      videoCalls.userId,
      ['status', 'createdAt', 'decidedAt'],
      videoCalls.createdAt,
    ),
  },
  {
    table: videoRooms,
    // A call in progress ends with either side's account: without both, nobody may signal in it.
    references: [
      { column: videoRooms.participantId, onErase: 'delete' },
      { column: videoRooms.adminId, onErase: 'delete' },
    ],
    exportKey: 'video_rooms',
    exportRows: ownRows<typeof videoRooms.$inferSelect>(
      videoRooms,
      videoRooms.participantId,
      ['startedAt'],
      videoRooms.startedAt,
      (userId) => or(eq(videoRooms.participantId, userId), eq(videoRooms.adminId, userId)),
    ),
  },
  {
    table: pushSubscriptions,
    references: [{ column: pushSubscriptions.userId, onErase: 'delete' }],
    exportKey: 'push_subscriptions',
    // Which push service holds a subscription and since when; the keys reach the browser and stay out.
    exportRows: async (db, userId) => {
      const rows = await db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
      return rows.map((row) => ({ push_service: new URL(row.endpoint).host, created_at: row.createdAt.toISOString() }));
    },
  },
  {
    table: pushReminders,
    references: [{ column: pushReminders.userId, onErase: 'delete' }],
    exportKey: 'push_reminders',
    exportRows: ownRows<typeof pushReminders.$inferSelect>(
      pushReminders,
      pushReminders.userId,
      ['reminderTime', 'lastSentOn', 'updatedAt'],
      pushReminders.updatedAt,
    ),
  },
  {
    table: reminderLog,
    references: [{ column: reminderLog.userId, onErase: 'delete' }],
    exportKey: 'reminder_log',
    exportRows: ownRows<typeof reminderLog.$inferSelect>(
      reminderLog,
      reminderLog.userId,
      ['reminderDate', 'scheduledTime', 'attemptedAt', 'devices', 'delivered', 'outcome'],
      reminderLog.attemptedAt,
    ),
  },
  {
    table: messages,
    references: [
      { column: messages.userId, onErase: 'delete' },
      // An admin's replies in other participants' conversations are theirs to keep.
      { column: messages.authorId, onErase: 'unlink' },
    ],
    exportKey: 'messages',
    // The user's conversation, the expert's replies included.
    exportRows: ownRows<typeof messages.$inferSelect>(
      messages,
      messages.userId,
      ['id', 'sender', 'text', 'createdAt', 'readAt'],
      messages.createdAt,
    ),
  },
  {
    table: alertAcknowledgements,
    references: [
      { column: alertAcknowledgements.userId, onErase: 'delete' },
      // An admin's acknowledgement of someone else's alert stays with that participant's record.
      { column: alertAcknowledgements.acknowledgedBy, onErase: 'unlink' },
    ],
    exportKey: 'alert_acknowledgements',
    exportRows: ownRows<typeof alertAcknowledgements.$inferSelect>(
      alertAcknowledgements,
      alertAcknowledgements.userId,
      ['kind', 'triggerDate', 'acknowledgedAt'],
      alertAcknowledgements.acknowledgedAt,
    ),
  },
  {
    table: analysisPlanHistory,
    // A change to the locked analysis plan stays in the study's record when the admin who made it goes.
    references: [{ column: analysisPlanHistory.changedBy, onErase: 'unlink' }],
    exportKey: 'analysis_plan_changes',
    adminOnly: true,
    exportRows: ownRows<typeof analysisPlanHistory.$inferSelect>(
      analysisPlanHistory,
      analysisPlanHistory.changedBy,
      ['changedAt', 'reason'],
      analysisPlanHistory.changedAt,
    ),
  },
  {
    table: auditLog,
    references: [
      // Entries keep the pseudonymous codes (no name, no phone): the record that an act happened
      // stays, and once the users row is gone nothing links a code back to a person.
      { column: auditLog.actorId, onErase: 'unlink' },
      { column: auditLog.targetUserId, onErase: 'unlink' },
    ],
    exportKey: 'audit_log',
    // Entries about the user, and for an admin their own acts.
    exportRows: ownRows<typeof auditLog.$inferSelect>(
      auditLog,
      auditLog.targetUserId,
      ['action', 'actorCode', 'targetCode', 'details', 'createdAt'],
      auditLog.createdAt,
      (userId) => or(eq(auditLog.targetUserId, userId), eq(auditLog.actorId, userId)),
    ),
  },
  {
    table: groupHistory,
    references: [
      { column: groupHistory.userId, onErase: 'delete' },
      // An admin's group changes of other participants stay in their histories.
      { column: groupHistory.changedBy, onErase: 'unlink' },
    ],
    exportKey: 'group_history',
    exportRows: ownRows<typeof groupHistory.$inferSelect>(
      groupHistory,
      groupHistory.userId,
      ['group', 'fromAt', 'source'],
      groupHistory.fromAt,
    ),
  },
  {
    table: allocationLog,
    // The randomisation record stays with its pseudonymous code, like the audit log (decision 009).
    references: [{ column: allocationLog.userId, onErase: 'unlink' }],
    exportKey: 'allocation',
    exportRows: ownRows<typeof allocationLog.$inferSelect>(
      allocationLog,
      allocationLog.userId,
      // No block number, position or size: a block still being filled would tell its next arms.
      ['allocatedAt', 'stratum', 'result'],
      allocationLog.allocatedAt,
    ),
  },
  {
    table: groupChoiceLog,
    // The record of a choice stays with its pseudonymous code, like the allocation log.
    references: [{ column: groupChoiceLog.userId, onErase: 'unlink' }],
    exportKey: 'group_choice',
    exportRows: ownRows<typeof groupChoiceLog.$inferSelect>(
      groupChoiceLog,
      groupChoiceLog.userId,
      ['chosenAt', 'result', 'controlDescription', 'experimentDescription'],
      groupChoiceLog.chosenAt,
    ),
  },
  {
    table: users,
    references: [{ column: users.id, onErase: 'delete' }],
    exportKey: 'profile',
    exportRows: async (db, userId) => {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) return null;
      return {
        // Admins have no participant code (docs/product.md, "What waits").
        participant_code: row.isAdmin ? null : participantCode(row.participantNumber),
        // Never the password hash: the fields are listed one by one.
        ...presentRow(users, row, ['name', 'phone', 'email', 'group', 'enrolledOn', 'stratumAnswer', 'isAdmin', 'isApproved', 'createdAt', 'updatedAt', 'lastLoginAt']),
      };
    },
  },
];

/** `table.column` as the database catalogue names it (the schema's columns are snake_case). */
export function sqlColumnName(reference: UserReference): string {
  const column = reference.column;
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  return `${getTableConfig(column.table as PgTable).name}.${name}`;
}

/**
 * Removes everything of the user the registry lists, in one transaction the caller holds: their
 * rows go, other people's rows lose the link, then the users row itself. Tokens are session rows,
 * so every token stops working with the same commit.
 */
export async function erasePersonalData(tx: Database, userId: string): Promise<void> {
  for (const source of PERSONAL_DATA) {
    for (const { column, onErase } of source.references) {
      if (onErase === 'delete') {
        await tx.delete(source.table).where(eq(column, userId));
      } else {
        await tx
          .update(source.table)
          .set({ [column.name]: null })
          .where(eq(column, userId));
      }
    }
  }
}

/** The whole download: every registry entry under its key. */
export async function collectPersonalData(db: Database, userId: string): Promise<Record<string, unknown>> {
  const parts: Record<string, unknown> = {};
  for (const source of PERSONAL_DATA) parts[source.exportKey] = await source.exportRows(db, userId);
  return parts;
}

/**
 * Every other table of the database, with why it is not in PERSONAL_DATA and what happens to what
 * it holds, so the registry covers the whole database (account-registry.test.ts reads the
 * catalogue and fails on a table in neither list).
 */
export const TABLES_WITHOUT_USER_ROWS: Readonly<Record<string, string>> = {
  rate_limit_counters:
    'Sign-in, registration and reset counters. Keys are HMACs (under the server secret) of a phone, a client address, an account id or a device cookie’s nonce; no phone or address in the clear. An erased account’s phone and account counters are deleted with it (afterAccountErased); every counter is deleted after a quiet day.',
  sleep_night_counts:
    'Number of diary nights per account, kept by triggers on sleep_sessions; the row goes with the account’s last night, so erasure removes it.',
  server_secrets: 'Keys the server made for itself (the rate-limit HMAC key, the Web Push VAPID key pair). No personal data.',
  media_files: 'Recordings the researchers uploaded for the relaxation and binaural catalogue (names and sizes). No personal data.',
  media_chunks: 'The content of those recordings, in chunks. No personal data.',
  study_settings: 'The study’s protocol settings. No personal data.',
  allocation_sequence: 'The sealed allocation list: strata, blocks and arms, drawn before anyone is allocated. No personal data.',
  allocation_seal: 'The allocation list’s salt and commitment. No personal data.',
  forms: 'Questionnaires the researchers defined. No personal data.',
  form_versions: 'Versions of the questionnaires. No personal data.',
  relaxation_content: 'The relaxation catalogue. No personal data.',
  binaural_sounds: 'The binaural catalogue. No personal data.',
  catalogue_seeds: 'Which built-in catalogue entries were seeded. No personal data.',
};
