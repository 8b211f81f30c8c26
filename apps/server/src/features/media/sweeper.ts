import { isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { binauralSounds, relaxationContent } from '../../db/schema/index.js';
import type { MediaStorage } from './storage.js';

/**
 * Uploaded files that no relaxation item or binaural sound plays any more are removed: a replaced
 * or deleted recording would otherwise stay on the disk for ever. An upload is not yet referenced
 * while the admin is still filling in the item it belongs to, so only files older than a grace
 * period go; the same holds for the `.part` left by a write that a crash interrupted.
 */

/** How long an upload may wait to be attached to an item before it counts as abandoned. */
export const MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the server looks for unused files (and once shortly after start). */
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

const MEDIA_URL = /^\/api\/media\/([^/]+)$/;

/** The stored names that items and sounds play (`url` = `/api/media/<name>`). */
export async function referencedMediaNames(db: Database): Promise<Set<string>> {
  const [items, sounds] = await Promise.all([
    db.select({ url: relaxationContent.url }).from(relaxationContent).where(isNotNull(relaxationContent.url)),
    db.select({ url: binauralSounds.url }).from(binauralSounds).where(isNotNull(binauralSounds.url)),
  ]);
  const names = new Set<string>();
  for (const { url } of [...items, ...sounds]) {
    const name = url ? MEDIA_URL.exec(url)?.[1] : undefined;
    if (name) names.add(name);
  }
  return names;
}

/** Removes every stored file that is not referenced and was last written before `now - graceMs`; returns their names. */
export async function sweepUnusedMedia(
  storage: MediaStorage,
  referenced: ReadonlySet<string>,
  { now, graceMs = MEDIA_GRACE_MS }: { now: Date; graceMs?: number },
): Promise<string[]> {
  const cutoff = now.getTime() - graceMs;
  const unused = (await storage.list()).filter((file) => !referenced.has(file.name) && file.modifiedMs < cutoff);
  for (const file of unused) await storage.remove(file.name);
  return unused.map((file) => file.name);
}

/** Runs the sweep shortly after start and then periodically; the returned function stops it. */
export function startMediaSweeper(options: {
  db: Database;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  clock: () => Date;
}): () => void {
  const sweep = async () => {
    try {
      // Names are read before the directory is listed: an upload attached in between is younger than the grace period.
      const referenced = await referencedMediaNames(options.db);
      const removed = await sweepUnusedMedia(options.storage, referenced, { now: options.clock() });
      if (removed.length > 0) options.log.info({ removed: removed.length }, 'unused media removed');
    } catch (error) {
      options.log.error({ err: error }, 'media sweep failed');
    }
  };
  const first = setTimeout(() => void sweep(), FIRST_SWEEP_DELAY_MS);
  const every = setInterval(() => void sweep(), MEDIA_SWEEP_INTERVAL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
