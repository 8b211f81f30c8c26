import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nights } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../support/helpers.js';
import { createUser } from '../support/factories.js';

/**
 * The `tst_source` migration on nights stored before it: it backfills the column by the rule of
 * docs/sleep-metrics.md and re-derives what the old rule got wrong. The test takes the column away
 * again, stores nights as the old code did, and runs the migration's own SQL over them.
 */

const MIGRATIONS = fileURLToPath(new URL('../../drizzle/', import.meta.url));
const migrationFile = readdirSync(MIGRATIONS).find((name) => name.endsWith('_tst_source.sql'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface OldNight {
  date: string;
  times: [bed: string, asleep: string, wake: string];
  stages: [rem: number, deep: number, light: number];
  awake: number;
  /** What the code before the migration stored. */
  stored: { timeInBed: number; total: number; efficiency: number };
}

const OLD_NIGHTS: OldNight[] = [
  // All three stages: unchanged.
  { date: '2025-10-01', times: ['23:30', '00:10', '07:30'], stages: [95, 80, 225], awake: 25, stored: { timeInBed: 480, total: 400, efficiency: 83.3 } },
  // Deep 90 alone was taken as the night's sleep (TST 90, SE 18.8).
  { date: '2025-10-02', times: ['22:30', '22:50', '06:30'], stages: [0, 90, 0], awake: 10, stored: { timeInBed: 480, total: 90, efficiency: 18.8 } },
  // No stages: unchanged.
  { date: '2025-10-03', times: ['22:00', '23:00', '07:00'], stages: [0, 0, 0], awake: 20, stored: { timeInBed: 540, total: 460, efficiency: 85.2 } },
  // 306 of 480 was rounded from the float to 63.7.
  { date: '2025-10-04', times: ['23:00', '23:30', '07:00'], stages: [100, 80, 126], awake: 0, stored: { timeInBed: 480, total: 306, efficiency: 63.7 } },
];

describe('migration tst_source', () => {
  it('backfills how each stored night was derived and corrects the old derivations', async () => {
    expect(migrationFile).toBeDefined();
    const user = await createUser(t.db);
    await t.db.execute(sql.raw('ALTER TABLE "sleep_sessions" DROP CONSTRAINT "sleep_sessions_tst_source_check"'));
    await t.db.execute(sql.raw('ALTER TABLE "sleep_sessions" DROP COLUMN "tst_source"'));
    for (const night of OLD_NIGHTS) {
      const [bed, asleep, wake] = night.times;
      const [rem, deep, light] = night.stages;
      const { timeInBed, total, efficiency } = night.stored;
      await t.db.execute(sql`
        insert into sleep_sessions (user_id, sleep_date, bedtime, sleep_time, wake_time, rem_duration, deep_sleep_duration,
          light_sleep_duration, awake_duration, sleep_quality, time_in_bed, sleep_onset_latency, total_sleep_minutes, sleep_efficiency, ab_group)
        values (${user.id}, ${night.date}, ${bed}, ${asleep}, ${wake}, ${rem}, ${deep}, ${light}, ${night.awake}, 6,
          ${timeInBed}, 20, ${total}, ${efficiency}, 'control')`);
    }

    const statements = readFileSync(`${MIGRATIONS}${migrationFile}`, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const rows = await t.db
      .select({
        date: nights.sleepDate,
        total: nights.totalSleepMinutes,
        efficiency: nights.sleepEfficiency,
        source: nights.tstSource,
      })
      .from(nights)
      .where(eq(nights.userId, user.id))
      .orderBy(nights.sleepDate);
    expect(rows).toEqual([
      { date: '2025-10-01', total: 400, efficiency: 83.3, source: 'stages' },
      { date: '2025-10-02', total: 450, efficiency: 93.8, source: 'clock' }, // (22:50 → 06:30 = 460) − 10
      { date: '2025-10-03', total: 460, efficiency: 85.2, source: 'clock' },
      { date: '2025-10-04', total: 306, efficiency: 63.8, source: 'stages' },
    ]);
    // The column is required and only takes the two sources.
    await expect(t.db.execute(sql`update sleep_sessions set tst_source = 'watch' where user_id = ${user.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`update sleep_sessions set tst_source = null where user_id = ${user.id}`)).rejects.toThrow();
  });
});
