import { Readable } from 'node:stream';
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mediaChunks, mediaFiles } from '../../db/schema/index.js';
import type { MediaStorage } from './storage.js';

/**
 * Size of one stored chunk. Large enough that a 50 MB recording is 200 rows, small enough that a
 * range request for the first seconds of a track reads a few hundred kilobytes, not the file.
 */
export const MEDIA_CHUNK_BYTES = 256 * 1024;
/**
 * Chunks fetched per query while streaming out. One: PGlite runs each query on the server's own
 * thread, and a query of several chunks held every other request back for its whole duration.
 */
const CHUNKS_PER_READ = 1;

/**
 * Runs one chunk's query, then waits as long as it took before the next (docs/security.md,
 * "Media"). Media moves at most half of the database's time, and the wait is a real pause of the
 * event loop's queue, not a chain of promises: with PGlite each query runs on the server's thread,
 * and an upload whose chunks followed each other without a pause kept every other request waiting
 * until the whole file was in.
 */
async function paced<T>(query: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await query();
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, Math.min(took, 250)));
  return result;
}

/**
 * Media kept in PostgreSQL (docs/decisions/024-media-in-the-database.md): any instance serves a
 * file another instance received, and a database backup carries the recordings. Content streams
 * in and out chunk by chunk and is never held whole in memory; the same SQL runs on PGlite.
 */
export function databaseMediaStorage(db: Database): MediaStorage {
  return {
    async save(name, content) {
      await db.insert(mediaFiles).values({ name });
      try {
        let seq = 0;
        let size = 0;
        for await (const chunk of fixedSizeChunks(content, MEDIA_CHUNK_BYTES)) {
          await paced(() => db.insert(mediaChunks).values({ name, seq, data: chunk }));
          seq += 1;
          size += chunk.length;
        }
        await db.update(mediaFiles).set({ size, completedAt: new Date() }).where(eq(mediaFiles.name, name));
      } catch (error) {
        // The chunks go with their file (on delete cascade): a failed upload leaves nothing behind.
        await db.delete(mediaFiles).where(eq(mediaFiles.name, name));
        throw error;
      }
    },

    async stat(name) {
      const [row] = await db
        .select({ size: mediaFiles.size, completedAt: mediaFiles.completedAt })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.name, name), isNotNull(mediaFiles.completedAt)));
      return row?.completedAt ? { size: row.size, modifiedMs: row.completedAt.getTime() } : null;
    },

    read(name, range) {
      return Readable.from(readChunks(db, name, range));
    },

    async remove(name) {
      await db.delete(mediaFiles).where(eq(mediaFiles.name, name));
    },

    async list() {
      const rows = await db
        .select({ name: mediaFiles.name, createdAt: mediaFiles.createdAt, completedAt: mediaFiles.completedAt })
        .from(mediaFiles);
      return rows.map((row) => ({ name: row.name, modifiedMs: (row.completedAt ?? row.createdAt).getTime() }));
    },
  };
}

/** Re-cuts a stream into buffers of exactly `size` bytes (the last one shorter). */
async function* fixedSizeChunks(content: AsyncIterable<Buffer | Uint8Array | string>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content) {
    let buffer = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (pendingBytes + buffer.length >= size) {
      const take = size - pendingBytes;
      pending.push(buffer.subarray(0, take));
      yield Buffer.concat(pending, size);
      pending = [];
      pendingBytes = 0;
      buffer = buffer.subarray(take);
    }
    if (buffer.length > 0) {
      // Copied: the stream may reuse the memory behind `piece` once we ask for the next one.
      pending.push(Buffer.from(buffer));
      pendingBytes += buffer.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/** The bytes `range.start`..`range.end` (inclusive), or the whole file, a few chunks per query. */
async function* readChunks(db: Database, name: string, range?: { start: number; end: number }): AsyncGenerator<Buffer> {
  const start = range?.start ?? 0;
  const end = range?.end ?? Number.MAX_SAFE_INTEGER;
  const firstSeq = Math.floor(start / MEDIA_CHUNK_BYTES);
  const lastSeq = Math.floor(end / MEDIA_CHUNK_BYTES);
  for (let from = firstSeq; from <= lastSeq; from += CHUNKS_PER_READ) {
    const to = Math.min(lastSeq, from + CHUNKS_PER_READ - 1);
    const rows = await paced(() =>
      db
        .select({ seq: mediaChunks.seq, data: mediaChunks.data })
        .from(mediaChunks)
        .where(and(eq(mediaChunks.name, name), gte(mediaChunks.seq, from), lte(mediaChunks.seq, to)))
        .orderBy(asc(mediaChunks.seq)),
    );
    for (const row of rows) {
      const offset = row.seq * MEDIA_CHUNK_BYTES;
      const sliceStart = Math.max(0, start - offset);
      const sliceEnd = Math.min(row.data.length, end - offset + 1);
      if (sliceEnd > sliceStart) yield row.data.subarray(sliceStart, sliceEnd);
    }
    // A file ends before `lastSeq` when no range was asked for.
    if (rows.length < to - from + 1) return;
  }
}
