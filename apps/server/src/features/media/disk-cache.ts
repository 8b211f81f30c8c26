import { randomUUID } from 'node:crypto';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from './storage.js';

/**
 * A read-through copy of served media on this instance's disk (docs/security.md, "Media"): the
 * first request for a file copies it out of the database a few chunks per query, once, and every
 * download after that reads the disk, so a download holds no database connection (PGlite has only
 * one) however slowly its client reads. The copy lives in a private temporary directory removed at
 * shutdown; the database stays the only store (docs/decisions/024-media-in-the-database.md). A
 * stored name never changes content, so a copy never goes stale; the least recently used copies
 * leave once the directory passes its size.
 */
export class MediaDiskCache {
  private directory: Promise<string> | undefined;
  /** Copies by name, least recently used first (a Map keeps insertion order). */
  private readonly copies = new Map<string, { file: string; size: number }>();
  private readonly filling = new Map<string, Promise<string | null>>();
  /** Copies are made one at a time: a burst of first requests does not queue many files' queries at once. */
  private fillQueue: Promise<unknown> = Promise.resolve();
  private bytes = 0;

  constructor(
    private readonly storage: MediaStorage,
    private readonly maxBytes: number,
  ) {}

  /** The path of the file's copy, made if needed; null when it does not fit (then read the storage). */
  async fileFor(name: string, size: number): Promise<string | null> {
    if (size > this.maxBytes) return null;
    const copy = this.copies.get(name);
    if (copy && copy.size === size) {
      this.copies.delete(name);
      this.copies.set(name, copy);
      return copy.file;
    }
    const pending = this.filling.get(name);
    if (pending) return pending;
    const filled = this.fillQueue.then(() => this.fill(name, size));
    this.fillQueue = filled.catch(() => undefined);
    this.filling.set(name, filled);
    try {
      return await filled;
    } finally {
      this.filling.delete(name);
    }
  }

  /** Drops the copy of a file the storage no longer holds. */
  async forget(name: string): Promise<void> {
    const copy = this.copies.get(name);
    if (!copy) return;
    this.copies.delete(name);
    this.bytes -= copy.size;
    await rm(copy.file, { force: true });
  }

  async close(): Promise<void> {
    const directory = this.directory;
    this.directory = undefined;
    this.copies.clear();
    this.bytes = 0;
    if (directory) await rm(await directory, { recursive: true, force: true }).catch(() => undefined);
  }

  private async fill(name: string, size: number): Promise<string | null> {
    this.directory ??= mkdtemp(path.join(os.tmpdir(), 'uyku-media-cache-'));
    const directory = await this.directory;
    const file = path.join(directory, path.basename(name));
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await pipeline(this.storage.read(name), createWriteStream(partial, { flags: 'wx' }));
      // A file removed while it was copied is shorter than its size: no copy of it is kept.
      if ((await stat(partial)).size !== size) {
        await rm(partial, { force: true });
        return null;
      }
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    this.copies.set(name, { file, size });
    this.bytes += size;
    await this.evict(name);
    return file;
  }

  /** Removes the least recently used copies (never `keep`) until the copies fit. A reader already under way keeps its open file. */
  private async evict(keep: string): Promise<void> {
    for (const [name] of this.copies) {
      if (this.bytes <= this.maxBytes) return;
      if (name !== keep) await this.forget(name);
    }
  }
}
