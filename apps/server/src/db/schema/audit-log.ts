import { bigserial, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every admin action: who, what, on whom, when. People are referenced by id while they exist and
 * by their pseudonymous participant code for good, so deleting a user leaves no row of theirs
 * (no phone, no name) yet the record of the deletion stays.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorCode: varchar({ length: 16 }).notNull(),
    action: varchar({ length: 64 }).notNull(),
    targetUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetCode: varchar({ length: 16 }),
    /** What changed (e.g. { from: 'control', to: 'experiment' }); never a password or health data. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // Foreign keys: deleting an account sets these to null, which must not scan the whole log.
    index('audit_log_actor_id_idx').on(t.actorId),
    index('audit_log_target_user_id_idx').on(t.targetUserId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
