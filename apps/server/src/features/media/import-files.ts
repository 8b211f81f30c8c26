import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { mediaParamsSchema } from '@uyku/domain';
import { fileMediaStorage, type MediaStorage } from './storage.js';

/** Where an earlier version kept uploads. */
export const mediaDirectory = (dataDir: string) => path.join(dataDir, 'media');

export interface MediaImportResult {
  imported: number;
  /** Already in the database (an earlier start moved them): nothing is done twice. */
  present: number;
  /** Not a stored name (`.part` of an interrupted write, a file the operator put there): left as is. */
  ignored: number;
}

/**
 * Moves the recordings an earlier version kept under `DATA_DIR/media` into `storage` (the
 * database), once: a file whose name is already stored is skipped, so every later start does
 * nothing. The directory is left in place for the operator to remove after checking
 * (docs/operations.md, "Media"). Run under the migration lock, so instances sharing a data
 * directory move each file once.
 */
export async function importMediaDirectory(
  directory: string,
  storage: MediaStorage,
  log: FastifyBaseLogger,
): Promise<MediaImportResult> {
  const files = fileMediaStorage(directory);
  const result: MediaImportResult = { imported: 0, present: 0, ignored: 0 };
  for (const { name } of await files.list()) {
    if (!mediaParamsSchema.safeParse({ name }).success) {
      result.ignored += 1;
      continue;
    }
    if (await storage.stat(name)) {
      result.present += 1;
      continue;
    }
    // A half-moved file (a start that stopped mid-copy) is copied again from the beginning.
    await storage.remove(name);
    await storage.save(name, files.read(name));
    result.imported += 1;
  }
  if (result.imported > 0) {
    log.info(
      { ...result, directory },
      'media files from the data directory are in the database; the directory may be removed once checked',
    );
  }
  return result;
}
