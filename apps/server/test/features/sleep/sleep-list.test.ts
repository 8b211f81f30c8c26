import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightListResponseSchema, studyLength, type StudyTimeline } from '@uyku/domain';
import { nights, studySettings, users } from '../../../src/db/schema/index.js';
import { nightListAnswer } from '../../../src/features/sleep/list.js';
import { presentSummary } from '../../../src/features/sleep/presenters.js';
import { readTimeline, timepointsOf } from '../../../src/core/study/timeline.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asParticipant } from '../../support/factories.js';
import { createNight } from '../../support/factories-sleep.js';
import { writeSettingsRow } from '../../support/factories-study.js';

/**
 * `GET /api/sleep/sessions` is written whole by the database (decision 026, `features/sleep/list.ts`).
 * These tests pin it to the answer the former read gave, byte for byte: every column through
 * drizzle, presented by `presentSummary` with the domain's study timepoint, checked and written by
 * the route's zod schema and JSON.stringify.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The former route, kept here as the reference: drizzle's rows, `presentSummary`, zod, `JSON.stringify`. */
async function formerAnswer(userId: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(nights)
    .where(eq(nights.userId, userId))
    .orderBy(desc(nights.sleepDate), desc(nights.createdAt));
  const [timepoint, length] = await Promise.all([timepointsOf(t.db, userId), readTimeline(t.db).then(studyLength)]);
  const answer = { success: true, sessions: rows.map((row) => presentSummary(row, timepoint(row.sleepDate), length)) };
  return JSON.stringify(nightListResponseSchema.parse(answer));
}

/** Changes the timeline behind the app, as an admin's settings save or a psql session would. */
const setTimeline = (timeline: StudyTimeline) =>
  writeSettingsRow(t, () => t.db.update(studySettings).set(timeline).where(eq(studySettings.id, 1)));

async function listed(token: string) {
  const response = await call(t.app, 'GET', '/api/sleep/sessions', { token });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response;
}

/** Notes no form would send but the column holds: JSON escapes, Turkish letters, astral and line separators. */
const AWKWARD_NOTES = 'Çay "iki" bardak\\ yarım\nsatır\tsekme \u0001 \u2028 ğüşıöç 😴 </script>';

describe('GET /api/sleep/sessions, built by the database', () => {
  it('answers the same bytes as before for nights with every optional field, with none, and with stored oddities', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    // Every optional item, CSD times included.
    const full = await createNight(t.app, token, {
      date: '2025-10-03',
      tried_to_sleep_time: '23:40',
      out_of_bed_time: '07:50',
      waso_minutes: 15,
      heart_rate: 61,
      meal_time: '20:15',
    });
    // Nothing optional: the defaults and the clock-derived total.
    await createNight(t.app, token, {
      date: '2025-10-02',
      rem_duration: undefined,
      deep_sleep_duration: undefined,
      light_sleep_duration: undefined,
      heart_rate: undefined,
      meal_time: undefined,
      notes: undefined,
    });
    const odd = await createNight(t.app, token, { date: '2025-10-01' });
    // What only the database can hold: a whole-number efficiency (numeric "100.0" is 100 in JSON
    // as in drizzle's Number()) and notes that need every kind of escape.
    await t.db.update(nights).set({ sleepEfficiency: 100, notes: AWKWARD_NOTES }).where(eq(nights.id, odd));

    const response = await listed(token);
    expect(response.body).toBe(await formerAnswer(user.id));
    const { sessions } = nightListResponseSchema.parse(response.json());
    expect(sessions.map((s) => s.sleep_date)).toEqual(['2025-10-03', '2025-10-02', '2025-10-01']);
    expect(sessions[2]).toMatchObject({ sleep_efficiency: 100, notes: AWKWARD_NOTES });
    expect(response.body).toContain('"sleep_efficiency":100,');

    // Each entry is the summary part of the night read in full.
    const detail = (await call(t.app, 'GET', `/api/sleep/sessions/${full}`, { token })).json().session;
    expect(sessions[0]).toEqual(Object.fromEntries(Object.keys(sessions[0]!).map((key) => [key, detail[key]])));
  });

  it('dates every night on the study timeline as before: before enrolment, each phase, after the study', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    await t.db.update(users).set({ enrolledOn: '2025-10-01' }).where(eq(users.id, user.id));
    // Default timeline: 7 baseline days, 28 of intervention, 7 of follow-up.
    for (const date of ['2025-09-30', '2025-10-01', '2025-10-07', '2025-10-08', '2025-11-04', '2025-11-05', '2025-11-11', '2025-11-12']) {
      await createNight(t.app, token, { date });
    }
    const response = await listed(token);
    expect(response.body).toBe(await formerAnswer(user.id));
    const points = (response.json().sessions as { study_day: number; phase: string }[]).map((s) => [s.study_day, s.phase]);
    expect(points).toEqual([
      [43, 'outside'],
      [42, 'follow-up'],
      [36, 'follow-up'],
      [35, 'intervention'],
      [8, 'intervention'],
      [7, 'baseline'],
      [1, 'baseline'],
      [0, 'outside'],
    ]);
  });

  it('follows the study settings: another timeline, and nights before the study start date', async () => {
    const { user, token } = await asParticipant(t.app, t.db, { enrolledOn: '2025-10-01' });
    for (const date of ['2025-09-28', '2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06', '2025-10-07', '2025-10-08']) {
      await createNight(t.app, token, { date });
    }
    await setTimeline({ studyStartDate: '2025-10-02', baselineDays: 1, interventionDays: 4, followUpDays: 1 });
    try {
      const response = await listed(token);
      expect(response.body).toBe(await formerAnswer(user.id));
      const points = (response.json().sessions as { study_day: number; phase: string; study_length: number }[]).map((s) => [s.study_day, s.phase, s.study_length]);
      expect(points).toEqual([
        [8, 'outside', 6],
        [7, 'outside', 6],
        [6, 'follow-up', 6],
        [3, 'intervention', 6],
        [2, 'intervention', 6],
        // Enrolled, but before the study's start date.
        [1, 'outside', 6],
        [-2, 'outside', 6],
      ]);
    } finally {
      await setTimeline({ studyStartDate: null, baselineDays: 7, interventionDays: 28, followUpDays: 7 });
    }
  });

  it('answers study_day null and phase outside without an enrolment date, as before', async () => {
    const { user, token } = await asParticipant(t.app, t.db, { enrolledOn: null });
    await createNight(t.app, token, { date: '2025-10-05' });
    const response = await listed(token);
    expect(response.body).toBe(await formerAnswer(user.id));
    expect(response.json().sessions[0]).toMatchObject({ study_day: null, phase: 'outside' });
  });

  it('answers an empty list with the same bytes', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const response = await listed(token);
    expect(response.body).toBe('{"success":true,"sessions":[]}');
    expect(response.body).toBe(await formerAnswer(user.id));
    expect(await nightListAnswer(t.db, user.id, await readTimeline(t.db))).toBe(response.body);
  });

  it("does not depend on the connection's time zone or date style", async () => {
    const { user, token } = await asParticipant(t.app, t.db, { enrolledOn: '2025-10-01' });
    await createNight(t.app, token, { date: '2025-10-04' });
    await t.db.update(nights).set({ sleepEfficiency: 87.5 }).where(eq(nights.userId, user.id));
    const timeline = await readTimeline(t.db);
    const usual = await nightListAnswer(t.db, user.id, timeline);
    const elsewhere = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      await tx.execute(sql`set local datestyle = 'SQL, DMY'`);
      await tx.execute(sql`set local extra_float_digits = 3`);
      return nightListAnswer(tx, user.id, timeline);
    });
    expect(elsewhere).toBe(usual);
    expect(usual).toBe(await formerAnswer(user.id));
    expect(usual).toContain('"sleep_date":"2025-10-04"');
    expect(usual).toContain('"sleep_efficiency":87.5,');
  });
});
