import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Video call requests (docs/product.md, "Video"). A participant's request waits for
 * an admin; accepted or rejected, it is removed by the server 10 s or 2 s after `decidedAt`.
 */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: varchar({ length: 200 }).notNull(),
    roomId: varchar({ length: 120 }).notNull().unique(),
    status: varchar({ length: 8 }).notNull().$type<'waiting' | 'accepted' | 'rejected'>().default('waiting'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an admin accepted or rejected it: the removal runs from this stored time. */
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('video_calls_status_created_idx').on(t.status, t.createdAt),
    index('video_calls_user_id_idx').on(t.userId),
    check('video_calls_status_check', sql`${t.status} in ('waiting', 'accepted', 'rejected')`),
  ],
);

/**
 * A call in progress: who may exchange signalling in the room. It outlives the request (removed
 * 10 s after the admin joined) and ends with a hang-up, or after VIDEO_ROOM_MAX_MS at the latest.
 */
export const videoRooms = pgTable(
  'video_rooms',
  {
    roomId: varchar({ length: 120 }).primaryKey(),
    participantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Foreign keys: deleting an account removes the rooms it is in.
  (t) => [index('video_rooms_participant_id_idx').on(t.participantId), index('video_rooms_admin_id_idx').on(t.adminId)],
);

export type VideoCallRow = typeof videoCalls.$inferSelect;
export type VideoRoomRow = typeof videoRooms.$inferSelect;
