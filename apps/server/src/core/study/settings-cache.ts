import type { Database } from '../../db/client.js';
import type { StudySettingsRow } from '../../db/schema/index.js';

/**
 * The one study settings row, kept in memory so a request does not read it from the database
 * (docs/decisions/026-api-against-the-same-work.md). What keeps it right:
 * - every statement that writes `study_settings` fires a trigger that sends the bus notice
 *   `settings.changed` at commit (migration 0036), on which every instance forgets the row
 *   (realtime/plugin.ts); a writer of this process also forgets it at once after its commit, so its
 *   own next request never reads the row from before;
 * - a read that was under way while the row was forgotten is not kept (the epoch), so a row from
 *   before a change cannot come back after it;
 * - when the bus's LISTEN connection is replaced (notices may have been missed) the row is forgotten.
 * Only the application's own handle is cached: a transaction reads the table itself, so a write
 * under the allocation lock always sees the committed row.
 */
export class SettingsCache {
  private row: StudySettingsRow | undefined;
  private epoch = 0;

  async through(load: () => Promise<StudySettingsRow>): Promise<StudySettingsRow> {
    if (this.row) return this.row;
    const epoch = this.epoch;
    const row = frozen(await load());
    if (epoch === this.epoch) this.row = row;
    return row;
  }

  forget(): void {
    this.epoch += 1;
    this.row = undefined;
  }

  /** How many times the row was forgotten: a test waits on it instead of on time. */
  get generation(): number {
    return this.epoch;
  }
}

/** Shared by every request: nothing may change it in place. */
function frozen(row: StudySettingsRow): StudySettingsRow {
  for (const value of Object.values(row)) if (value !== null && typeof value === 'object') Object.freeze(value);
  return Object.freeze(row);
}

const caches = new WeakMap<Database, SettingsCache>();

/** Caches the settings read through `db` (the application's handle; app.ts). */
export function cacheSettingsOf(db: Database): SettingsCache {
  const cache = caches.get(db) ?? new SettingsCache();
  caches.set(db, cache);
  return cache;
}

export function settingsCacheOf(db: Database): SettingsCache | undefined {
  return caches.get(db);
}

/** A writer's own process forgets the row as soon as its change is committed. */
export function settingsWritten(db: Database): void {
  caches.get(db)?.forget();
}
