import { existsSync, statSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** PGlite backups are plain SQL (pg_dump through PGlite); PostgreSQL ones pg_dump's custom format. */
export type BackupKind = 'pglite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { pglite: '.sql', postgres: '.dump' };

/** `uyku-2026-11-23T03-15-00Z.sql`: sorts by time, and no character a shell or Windows minds. */
export function datedBackupName(kind: BackupKind, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `uyku-${stamp}${EXTENSION[kind]}`;
}

/**
 * Where `npm run backup [FILE]` writes: FILE itself, or a dated name inside FILE when it is a
 * directory (or ends with a slash), or a dated name in ./backups when nothing is given.
 */
export function backupTarget(argument: string | undefined, kind: BackupKind, now: Date): string {
  const name = datedBackupName(kind, now);
  if (!argument) return path.resolve('backups', name);
  const isDirectory = /[\\/]$/.test(argument) || (existsSync(argument) && statSync(argument).isDirectory());
  return path.resolve(isDirectory ? path.join(argument, name) : argument);
}

/** The first bytes of pg_dump's custom format. */
const CUSTOM_FORMAT_MAGIC = 'PGDMP';

export async function isCustomFormat(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(CUSTOM_FORMAT_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.toString('latin1') === CUSTOM_FORMAT_MAGIC;
  } finally {
    await handle.close();
  }
}

/**
 * Writes through `<file>.partial`, flushed to disk, then renamed: a backup interrupted half-way
 * never sits under the final name looking complete. The file is readable by its owner only
 * (it holds health data).
 */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    const handle = await open(partial, 'r+');
    try {
      await handle.chmod(0o600);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
