import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { studySettings, type StudySettingsRow } from '../../db/schema/index.js';
import { settingsCacheOf } from './settings-cache.js';

/**
 * The one settings row: from memory on the application's handle (settings-cache.ts), from the
 * table in a transaction. The row is frozen when cached: a caller copies what it changes.
 */
export async function readSettings(db: Database): Promise<StudySettingsRow> {
  const cache = settingsCacheOf(db);
  return cache ? cache.through(() => readSettingsRow(db)) : readSettingsRow(db);
}

/** The migration inserts the row; this puts it back if a test truncated it. */
async function readSettingsRow(db: Database): Promise<StudySettingsRow> {
  const [row] = await db.select().from(studySettings).where(eq(studySettings.id, 1)).limit(1);
  if (row) return row;
  const [created] = await db.insert(studySettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readSettingsRow(db));
}
