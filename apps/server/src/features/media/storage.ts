import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where uploaded media lives. One small interface so a deployment could put files elsewhere
 * (an object store) without touching the routes; the default keeps them in the database
 * (database-storage.ts). The directory implementation below reads what an earlier version left
 * under DATA_DIR/media, once (import-files.ts).
 */
export interface MediaStorage {
  /** Stores the stream under `name` atomically: a failed or aborted write leaves nothing behind. */
  save(name: string, content: Readable): Promise<void>;
  stat(name: string): Promise<{ size: number; modifiedMs: number } | null>;
  read(name: string, range?: { start: number; end: number }): Readable;
  remove(name: string): Promise<void>;
  /** Every stored file, with half-written ones (`.part`), and when each was last written. */
  list(): Promise<{ name: string; modifiedMs: number }[]>;
}

export function fileMediaStorage(directory: string): MediaStorage {
  const full = (name: string) => path.join(directory, path.basename(name));
  return {
    async save(name, content) {
      await mkdir(directory, { recursive: true });
      const partial = `${full(name)}.part`;
      try {
        await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, full(name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async stat(name) {
      try {
        const info = await stat(full(name));
        return info.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : null;
      } catch {
        return null;
      }
    },
    read(name, range) {
      return createReadStream(full(name), range ? { start: range.start, end: range.end } : {});
    },
    async remove(name) {
      await rm(full(name), { force: true });
    },
    async list() {
      const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const files = await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map(async (entry) => {
            const info = await stat(full(entry.name)).catch(() => null);
            return info ? { name: entry.name, modifiedMs: info.mtimeMs } : null;
          }),
      );
      return files.filter((file) => file !== null);
    },
  };
}
