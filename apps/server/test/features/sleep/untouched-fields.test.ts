import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, participantCode, todayInStudyZone } from '@uyku/domain';
import { nights } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, signedIn } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { studySettingsBody } from '../../support/factories-study.js';
import { csvRecords, readStudyZip } from '../../support/study-export-reader.js';

/**
 * Untouched answers (docs/sleep-metrics.md, "Untouched answers"): a night keeps which fields were
 * saved at their default without being touched; the researcher sees them marked, the export
 * carries them with a codebook row, and the plan counts an untouched stress level as missing.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
});
afterAll(async () => t.close());

/** A night whose 'Etkileyen Faktörler' were never opened: every factor at its default. */
const FACTOR_DEFAULTS = {
  caffeine_intake: false,
  alcohol_intake: false,
  exercise_done: false,
  stress_level: 3,
  screen_time: 0,
  medication_taken: false,
  meditation_done: false,
  reading_done: false,
  room_temperature: 20,
};
const FACTORS = Object.keys(FACTOR_DEFAULTS);
const yesterday = () => addCalendarDays(todayInStudyZone(), -1);

describe('untouched_fields on a diary night', () => {
  it('is stored in catalogue order, returned in the night, and shown to the researcher', async () => {
    const person = await signedIn(t.app, t.db);
    const body = sleepBody({ date: yesterday(), ...FACTOR_DEFAULTS, meal_time: '', untouched_fields: [...FACTORS].reverse() });
    const created = await call(t.app, 'POST', '/api/sleep/sessions', { token: person.token, body });
    expect(created.statusCode).toBe(201);
    const stored = created.json().session.untouched_fields;
    expect(stored).toEqual(['caffeine_intake', 'alcohol_intake', 'exercise_done', 'stress_level', 'screen_time', 'medication_taken', 'meditation_done', 'reading_done', 'room_temperature']);

    const detail = await call(t.app, 'GET', `/api/sleep/sessions/${created.json().session.id}`, { token: person.token });
    expect(detail.json().session.untouched_fields).toEqual(stored);
    const list = (await call(t.app, 'GET', `/api/admin/sleep-data?userId=${person.user.id}`, { token: admin })).json();
    expect(list.sessions[0].untouched_fields).toEqual(stored);
  });

  it('keeps on a correction what the correction did not touch, and drops a field moved off its default', async () => {
    const person = await signedIn(t.app, t.db);
    const body = sleepBody({ date: yesterday(), ...FACTOR_DEFAULTS, untouched_fields: ['stress_level', 'room_temperature'] });
    const id = (await call(t.app, 'POST', '/api/sleep/sessions', { token: person.token, body })).json().session.id;
    // An older client's correction says nothing: the stress it changed is no longer untouched.
    const { untouched_fields: _omit, ...older } = body;
    const edited = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, { token: person.token, body: { ...older, stress_level: 7 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().session.untouched_fields).toEqual(['room_temperature']);
    // A client that says, says.
    const said = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, { token: person.token, body: { ...older, stress_level: 7, untouched_fields: [] } });
    expect(said.json().session.untouched_fields).toEqual([]);
  });

  it('refuses a list that names an unknown field or a field not at its default, with a Turkish 400, saving nothing', async () => {
    const person = await signedIn(t.app, t.db);
    for (const [untouched, message] of [
      [['stres'], 'Dokunulmamış alanlar listesi, günlük alanlarının adlarından oluşmalıdır'],
      [['notes'], 'Dokunulmamış alanlar listesi, günlük alanlarının adlarından oluşmalıdır'],
      ['stress_level', 'Dokunulmamış alanlar listesi, günlük alanlarının adlarından oluşmalıdır'],
      [[1], 'Dokunulmamış alanlar listesi, günlük alanlarının adlarından oluşmalıdır'],
      [['stress_level'], 'Stres Seviyesi varsayılan değerinde değil: dokunulmamış olarak kaydedilemez'],
    ] as const) {
      const response = await call(t.app, 'POST', '/api/sleep/sessions', {
        token: person.token,
        body: sleepBody({ date: yesterday(), stress_level: 6, untouched_fields: untouched }),
      });
      expect(response.statusCode, JSON.stringify(untouched)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.db.select().from(nights).where(eq(nights.userId, person.user.id))).toEqual([]);
  });

  it('reaches nights_long.csv with a codebook row, and the plan counts an untouched stress level as missing', async () => {
    const person = await signedIn(t.app, t.db);
    await call(t.app, 'POST', '/api/sleep/sessions', {
      token: person.token,
      body: sleepBody({ date: yesterday(), ...FACTOR_DEFAULTS, untouched_fields: ['stress_level', 'room_temperature'] }),
    });
    const code = participantCode(person.user.participantNumber);
    const nightOf = async () => {
      const files = readStudyZip((await call(t.app, 'GET', '/api/admin/export/study', { token: admin })).rawPayload);
      const codebook = csvRecords(files['codebook.csv']);
      return { night: csvRecords(files['nights_long.csv']).find((r) => r.participant_code === code), codebook };
    };
    const on = await nightOf();
    expect(on.night?.untouched_fields).toBe('stress_level;room_temp_c');
    expect(on.night?.stress_level).toBe('');
    expect(on.codebook.some((row) => Object.values(row).includes('untouched_fields'))).toBe(true);

    const off = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: studySettingsBody({ untouchedStressMissing: false }) });
    expect(off.json().settings.untouched_stress_missing).toBe(false);
    expect(off.json().settings.analysis_plan.plan.untouched_stress_missing).toBe(false);
    expect((await nightOf()).night?.stress_level).toBe('3');
    await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: studySettingsBody({ untouchedStressMissing: true }) });
  });
});
