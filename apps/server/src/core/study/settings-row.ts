import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { studySettings, type StudySettingsRow } from '../../db/schema/index.js';

/** The one settings row; the migration inserts it, and this puts it back if a test truncated it. */
export async function readSettings(db: Database): Promise<StudySettingsRow> {
  const [row] = await db.select().from(studySettings).where(eq(studySettings.id, 1)).limit(1);
  if (row) return row;
  const [created] = await db.insert(studySettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readSettings(db));
}
