import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`, read and written as a Node Buffer (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded recordings live in the database, not on one machine's disk, so any instance serves any
 * file and a backup carries them (docs/decisions/024-media-in-the-database.md). A file is a row
 * here plus its content in fixed-size chunks; `completedAt` stays empty while the upload streams
 * in, so a half-written file is never served and the sweeper removes an abandoned one.
 */
export const mediaFiles = pgTable('media_files', {
  /** The unguessable stored name (`<uuid>.<ext>`), the last part of `/api/media/<name>`. */
  name: varchar({ length: 80 }).primaryKey(),
  size: bigint({ mode: 'number' }).notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp({ withTimezone: true }),
});

export const mediaChunks = pgTable(
  'media_chunks',
  {
    name: varchar({ length: 80 })
      .notNull()
      .references(() => mediaFiles.name, { onDelete: 'cascade' }),
    /** 0-based position; every chunk but the last holds exactly MEDIA_CHUNK_BYTES. */
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.seq] }), check('media_chunks_seq_check', sql`${table.seq} >= 0`)],
);
