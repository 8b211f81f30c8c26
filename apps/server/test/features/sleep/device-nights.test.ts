import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_NIGHT_MSG, todayInStudyZone } from '@uyku/domain';
import { deviceNights } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { createNight } from '../../support/factories-sleep.js';
import { asAdmin, asExperiment, asParticipant } from '../../support/factories.js';

/**
 * /api/sleep/device-nights (docs/sleep-metrics.md, "Device nights"; docs/product.md, "Sleep
 * diary"): a participant's wearable nights, sent in batches, kept per vendor and morning.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const URL = '/api/sleep/device-nights';

/** A staged night ending on `date`'s morning, in Istanbul's offset. */
function night(date: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const previous = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return {
    date,
    vendor: 'fitbit',
    in_bed_start: `${previous}T23:00:00+03:00`,
    in_bed_end: `${date}T07:10:00+03:00`,
    sleep_onset: `${previous}T23:20:00+03:00`,
    final_wake: `${date}T07:00:00+03:00`,
    rem_minutes: 95,
    deep_minutes: 70,
    light_minutes: 260,
    awake_minutes: 35,
    stages_available: true,
    ...overrides,
  };
}

/** `n` consecutive mornings ending on 2025-09-30. */
function nights(n: number): Record<string, unknown>[] {
  const last = Date.parse('2025-09-30T00:00:00Z');
  return Array.from({ length: n }, (_, i) => night(new Date(last - i * 86_400_000).toISOString().slice(0, 10)));
}

const rowsOf = (userId: string) => t.db.select().from(deviceNights).where(eq(deviceNights.userId, userId));

async function expectRefused(token: string, userId: string, body: unknown, message: string) {
  const response = await call(t.app, 'POST', URL, { token, body });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  expect(await rowsOf(userId)).toEqual([]);
}

describe('who may import', () => {
  it('answers 401 without a sign-in, on both routes', async () => {
    expect((await call(t.app, 'GET', URL)).statusCode).toBe(401);
    const post = await call(t.app, 'POST', URL, { body: { nights: [night('2025-10-01')] } });
    expect(post.statusCode).toBe(401);
    expect(post.json().code).toBe('UNAUTHENTICATED');
  });

  it('lets both groups import, and refuses an admin (who keeps no study diary) with 403', async () => {
    for (const who of [await asParticipant(t.app, t.db), await asExperiment(t.app, t.db)]) {
      const response = await call(t.app, 'POST', URL, { token: who.token, body: { nights: [night('2025-10-01')] } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const admin = await asAdmin(t.app, t.db);
    for (const [method, body] of [['GET', undefined], ['POST', { nights: [night('2025-10-01')] }]] as const) {
      const response = await call(t.app, method, URL, { token: admin.token, body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: DEVICE_NIGHT_MSG.participantOnly });
    }
    expect(await rowsOf(admin.user.id)).toEqual([]);
  });

  it("gives each participant only their own nights", async () => {
    const mine = await asParticipant(t.app, t.db);
    const theirs = await asParticipant(t.app, t.db);
    await call(t.app, 'POST', URL, { token: mine.token, body: { nights: [night('2025-10-03')] } });
    await call(t.app, 'POST', URL, { token: theirs.token, body: { nights: [night('2025-10-04', { vendor: 'oura' })] } });
    const answer = (await call(t.app, 'GET', URL, { token: mine.token })).json();
    expect(answer.nights.map((n: { date: string; vendor: string }) => `${n.vendor} ${n.date}`)).toEqual(['fitbit 2025-10-03']);
  });
});

describe('saving and reading back', () => {
  it('saves a batch and gives the times back in the offset they were sent in', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const classic = night('2025-09-12', {
      vendor: 'garmin',
      in_bed_start: '2025-09-11T19:30:00Z',
      sleep_onset: '2025-09-11T19:30:00Z',
      final_wake: '2025-09-12T04:00:00Z',
      in_bed_end: '2025-09-12T04:00:00Z',
      rem_minutes: null,
      deep_minutes: null,
      light_minutes: null,
      stages_available: false,
    });
    const abroad = night('2025-09-13', { vendor: 'apple', in_bed_start: '2025-09-12T22:05:30-04:00', sleep_onset: '2025-09-12T22:30:00-04:00', final_wake: '2025-09-13T06:00:00-04:00', in_bed_end: '2025-09-13T06:05:00-04:00' });
    const response = await call(t.app, 'POST', URL, { token, body: { nights: [night('2025-09-11'), classic, abroad] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: DEVICE_NIGHT_MSG.saved, saved: 3 });

    const { nights: stored } = (await call(t.app, 'GET', URL, { token })).json();
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({ ...night('2025-09-11'), in_bed_start: '2025-09-10T23:00:00+03:00' });
    // 'Z' comes back as '+00:00': the same offset, written as the parsers write every time.
    expect(stored[1]).toMatchObject({
      ...classic,
      in_bed_start: '2025-09-11T19:30:00+00:00',
      sleep_onset: '2025-09-11T19:30:00+00:00',
      final_wake: '2025-09-12T04:00:00+00:00',
      in_bed_end: '2025-09-12T04:00:00+00:00',
    });
    expect(stored[2]).toMatchObject({ vendor: 'apple', in_bed_start: '2025-09-12T22:05:30-04:00', final_wake: '2025-09-13T06:00:00-04:00' });
    expect(typeof stored[0].imported_at).toBe('string');
    expect(await rowsOf(user.id)).toHaveLength(3);
  });

  it('updates a night imported again from the same vendor, never duplicates it, and keeps its first import time', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    await call(t.app, 'POST', URL, { token, body: { nights: [night('2025-09-20'), night('2025-09-21')] } });
    const [first] = (await call(t.app, 'GET', URL, { token })).json().nights;
    const again = await call(t.app, 'POST', URL, {
      token,
      body: { nights: [night('2025-09-20', { rem_minutes: 120 }), night('2025-09-21'), night('2025-09-21', { vendor: 'apple' })] },
    });
    expect(again.json()).toMatchObject({ success: true, saved: 3 });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(3);
    const { nights: stored } = (await call(t.app, 'GET', URL, { token })).json();
    expect(stored[0]).toMatchObject({ date: '2025-09-20', rem_minutes: 120, imported_at: first.imported_at });
  });

  it('takes up to 400 nights at once and refuses 401 with nothing written', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    await expectRefused(token, user.id, { nights: nights(401) }, DEVICE_NIGHT_MSG.tooMany);
    const response = await call(t.app, 'POST', URL, { token, body: { nights: nights(400) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().saved).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(400);
  });

  it('drops unknown keys such as the parsers’ nap and asleep minutes', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'POST', URL, { token, body: { nights: [night('2025-09-25', { nap: false, asleep_minutes: 425, extra: 'x' })], other: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const { nights: stored } = (await call(t.app, 'GET', URL, { token })).json();
    expect(Object.keys(stored[0]).sort()).toEqual([
      'awake_minutes', 'date', 'deep_minutes', 'final_wake', 'imported_at', 'in_bed_end', 'in_bed_start', 'light_minutes',
      'rem_minutes', 'sleep_onset', 'stages_available', 'vendor',
    ]);
  });
});

describe('refused input', () => {
  let token: string;
  let userId: string;
  beforeAll(async () => {
    const who = await asParticipant(t.app, t.db);
    token = who.token;
    userId = who.user.id;
  });

  const today = () => todayInStudyZone();
  const tomorrow = () => new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  const cases: [string, () => unknown, string][] = [
    ['no nights', () => ({ nights: [] }), DEVICE_NIGHT_MSG.nightsRequired],
    ['no list', () => ({}), DEVICE_NIGHT_MSG.nightsRequired],
    ['nights not a list', () => ({ nights: 'hepsi' }), DEVICE_NIGHT_MSG.nightsRequired],
    ['a night not an object', () => ({ nights: [5] }), DEVICE_NIGHT_MSG.nightInvalid],
    ['an unknown vendor', () => ({ nights: [night('2025-09-01', { vendor: 'whoop' })] }), DEVICE_NIGHT_MSG.vendorInvalid],
    ['a date not a day', () => ({ nights: [night('2025-09-01', { date: '2025-02-30' })] }), DEVICE_NIGHT_MSG.dateInvalid],
    ['a future date', () => ({ nights: [night(tomorrow())] }), DEVICE_NIGHT_MSG.dateInFuture],
    ['a time without an offset', () => ({ nights: [night('2025-09-01', { sleep_onset: '2025-08-31T23:20:00' })] }), DEVICE_NIGHT_MSG.timeInvalid],
    ['a time not a time', () => ({ nights: [night('2025-09-01', { final_wake: 'sabah' })] }), DEVICE_NIGHT_MSG.timeInvalid],
    ['an hour 24', () => ({ nights: [night('2025-09-01', { final_wake: '2025-09-01T24:00:00+03:00' })] }), DEVICE_NIGHT_MSG.timeInvalid],
    ['onset before bedtime', () => ({ nights: [night('2025-09-01', { sleep_onset: '2025-08-31T22:00:00+03:00' })] }), DEVICE_NIGHT_MSG.order],
    ['wake at onset', () => ({ nights: [night('2025-09-01', { final_wake: '2025-08-31T23:20:00+03:00' })] }), DEVICE_NIGHT_MSG.order],
    ['out of bed before the wake', () => ({ nights: [night('2025-09-01', { in_bed_end: '2025-09-01T06:00:00+03:00' })] }), DEVICE_NIGHT_MSG.order],
    [
      'more than 24 hours in bed',
      () => ({ nights: [night('2025-09-01', { in_bed_start: '2025-08-31T06:00:00+03:00', in_bed_end: '2025-09-01T07:10:00+03:00' })] }),
      DEVICE_NIGHT_MSG.tooLong,
    ],
    ['negative minutes', () => ({ nights: [night('2025-09-01', { awake_minutes: -1 })] }), DEVICE_NIGHT_MSG.minutesInvalid],
    ['fractional minutes', () => ({ nights: [night('2025-09-01', { rem_minutes: 1.5 })] }), DEVICE_NIGHT_MSG.minutesInvalid],
    ['over a day of minutes', () => ({ nights: [night('2025-09-01', { light_minutes: 1441 })] }), DEVICE_NIGHT_MSG.minutesInvalid],
    ['minutes as text', () => ({ nights: [night('2025-09-01', { deep_minutes: '70' })] }), DEVICE_NIGHT_MSG.minutesInvalid],
    ['stages without stage data', () => ({ nights: [night('2025-09-01', { stages_available: false })] }), DEVICE_NIGHT_MSG.stagesInvented],
    ['stage data without stages', () => ({ nights: [night('2025-09-01', { rem_minutes: null })] }), DEVICE_NIGHT_MSG.stagesMissing],
    ['no stage flag', () => ({ nights: [night('2025-09-01', { stages_available: 'evet' })] }), DEVICE_NIGHT_MSG.stagesAvailableInvalid],
    ['the same vendor’s morning twice', () => ({ nights: [night('2025-09-01'), night('2025-09-01', { rem_minutes: 1 })] }), DEVICE_NIGHT_MSG.duplicate],
    [
      'an in-bed start in year 0100',
      () => ({
        nights: [
          night('2025-09-01', {
            in_bed_start: '0100-08-31T23:00:00+03:00',
            sleep_onset: '0100-08-31T23:20:00+03:00',
            final_wake: '0100-09-01T07:00:00+03:00',
            in_bed_end: '0100-09-01T07:10:00+03:00',
          }),
        ],
      }),
      'Yatış saati gecenin tarihinden önceki gün 12:00 ile gecenin tarihinde 18:00 arasında olmalı',
    ],
    [
      'times in year 9999',
      () => ({
        nights: [
          night('2025-09-01', {
            in_bed_start: '9999-08-31T23:00:00+03:00',
            sleep_onset: '9999-08-31T23:20:00+03:00',
            final_wake: '9999-09-01T07:00:00+03:00',
            in_bed_end: '9999-09-01T07:10:00+03:00',
          }),
        ],
      }),
      'Yatış saati gecenin tarihinden önceki gün 12:00 ile gecenin tarihinde 18:00 arasında olmalı',
    ],
    [
      'an in-bed start before noon of the day before',
      () => ({ nights: [night('2025-09-01', { in_bed_start: '2025-08-31T11:59:00+03:00' })] }),
      'Yatış saati gecenin tarihinden önceki gün 12:00 ile gecenin tarihinde 18:00 arasında olmalı',
    ],
    [
      'an in-bed start after 18:00 of the date',
      () => ({
        nights: [
          night('2025-09-01', {
            in_bed_start: '2025-09-01T18:01:00+03:00',
            sleep_onset: '2025-09-01T18:30:00+03:00',
            final_wake: '2025-09-01T23:00:00+03:00',
            in_bed_end: '2025-09-01T23:10:00+03:00',
          }),
        ],
      }),
      'Yatış saati gecenin tarihinden önceki gün 12:00 ile gecenin tarihinde 18:00 arasında olmalı',
    ],
    [
      'stages and awake minutes beyond a one-minute window',
      () => ({
        nights: [
          night('2025-09-01', {
            in_bed_start: '2025-09-01T03:00:00+03:00',
            sleep_onset: '2025-09-01T03:00:00+03:00',
            final_wake: '2025-09-01T03:01:00+03:00',
            in_bed_end: '2025-09-01T03:01:00+03:00',
            rem_minutes: 1440,
            deep_minutes: 1440,
            light_minutes: 1440,
            awake_minutes: 0,
          }),
        ],
      }),
      'Evre ve uyanık dakikalarının toplamı yatakta geçen süreyi aşamaz',
    ],
    [
      'awake minutes beyond the window of a night without stages',
      () => ({ nights: [night('2025-09-01', { stages_available: false, rem_minutes: null, deep_minutes: null, light_minutes: null, awake_minutes: 491 })] }),
      'Evre ve uyanık dakikalarının toplamı yatakta geçen süreyi aşamaz',
    ],
    ['an offset of +14:59', () => ({ nights: [night('2025-09-01', { final_wake: '2025-09-01T15:00:00+14:59' })] }), 'Saat dilimi −14:00 ile +14:00 arasında olmalı'],
    ['an offset of -14:30', () => ({ nights: [night('2025-09-01', { in_bed_start: '2025-08-31T02:30:00-14:30' })] }), 'Saat dilimi −14:00 ile +14:00 arasında olmalı'],
    ['a lone surrogate in a time', () => ({ nights: [night('2025-09-01', { final_wake: '2025-09-01T07:00:00+03:00\ud800' })] }), DEVICE_NIGHT_MSG.timeInvalid],
    ['a lone surrogate in the vendor', () => ({ nights: [night('2025-09-01', { vendor: 'fit\udc00bit' })] }), DEVICE_NIGHT_MSG.vendorInvalid],
  ];

  for (const [name, body, message] of cases) {
    it(`refuses ${name} with a Turkish 400 and writes nothing`, async () => {
      await expectRefused(token, userId, body(), message);
    });
  }

  it('refuses a whole batch when one night is wrong', async () => {
    await expectRefused(token, userId, { nights: [night('2025-09-02'), night('2025-09-03', { vendor: 'whoop' })] }, DEVICE_NIGHT_MSG.vendorInvalid);
  });

  it('refuses nights before the participant’s enrolment, and takes the enrolment day itself', async () => {
    const enrolled = await asParticipant(t.app, t.db, { enrolledOn: '2025-09-10' });
    await expectRefused(enrolled.token, enrolled.user.id, { nights: [night('2025-09-10'), night('2025-09-09')] }, DEVICE_NIGHT_MSG.beforeEnrolment);
    const response = await call(t.app, 'POST', URL, { token: enrolled.token, body: { nights: [night('2025-09-10')] } });
    expect(response.statusCode, response.body).toBe(200);
    // The dialog reads the first day it may offer.
    expect((await call(t.app, 'GET', URL, { token: enrolled.token })).json()).toMatchObject({ enrolled_on: '2025-09-10', nights: [{ date: '2025-09-10' }] });
  });

  it('takes the edges: in bed at 12:00 the day before or at 18:00 of the date, offsets of ±14:00, minutes filling the window', async () => {
    const who = await asParticipant(t.app, t.db);
    const edges = [
      night('2025-09-01', { in_bed_start: '2025-08-31T12:00:00+03:00' }),
      night('2025-09-02', {
        vendor: 'oura',
        in_bed_start: '2025-09-02T18:00:00-14:00',
        sleep_onset: '2025-09-02T18:10:00-14:00',
        final_wake: '2025-09-02T23:00:00-14:00',
        in_bed_end: '2025-09-02T23:00:00-14:00',
        rem_minutes: 60,
        deep_minutes: 60,
        light_minutes: 170,
        awake_minutes: 10,
      }),
      night('2025-09-03', { in_bed_start: '2025-09-02T23:00:00+14:00', sleep_onset: '2025-09-02T23:20:00+14:00', final_wake: '2025-09-03T07:00:00+14:00', in_bed_end: '2025-09-03T07:10:00+14:00', awake_minutes: 65 }),
    ];
    const response = await call(t.app, 'POST', URL, { token: who.token, body: { nights: edges } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().saved).toBe(3);
  });

  it('takes today’s night', async () => {
    const who = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'POST', URL, { token: who.token, body: { nights: [night(today())] } });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("the admin's view beside the diary", () => {
  it('gives each device night with its total sleep, the diary’s of that date and the misperception index', async () => {
    const admin = await asAdmin(t.app, t.db);
    const who = await asParticipant(t.app, t.db);
    // Diary: REM 95 + deep 80 + light 225 = 400 minutes of sleep (factories-sleep.ts).
    await createNight(t.app, who.token, { date: '2025-10-08' });
    const classic = night('2025-10-09', { vendor: 'garmin', rem_minutes: null, deep_minutes: null, light_minutes: null, stages_available: false });
    await call(t.app, 'POST', URL, { token: who.token, body: { nights: [night('2025-10-08'), classic] } });

    const path = `/api/admin/sleep-data/participants/${who.user.id}/device-nights`;
    expect((await call(t.app, 'GET', path, { token: who.token })).statusCode).toBe(403);
    const response = await call(t.app, 'GET', path, { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().nights).toMatchObject([
      // Without stages: onset 23:20 → wake 07:00 is 460 minutes, less 35 awake.
      { date: '2025-10-09', vendor: 'garmin', device_tst: 425, diary_tst: null, misperception: null, device_sol: 20, diary_sol: null, sol_misperception: null },
      // Staged: 95 + 70 + 260 = 425 on the device. The diary's own TST is its clock's, not its stage
      // minutes (400): asleep 00:10 → awake 07:30 is 440, less 25 awake = 415. In bed 23:00, asleep
      // 23:20 on the device (20 minutes), 23:30 → 00:10 in the diary (40 minutes).
      {
        date: '2025-10-08',
        vendor: 'fitbit',
        device_tst: 425,
        diary_tst: 415,
        misperception: -10,
        device_sol: 20,
        diary_sol: 40,
        sol_misperception: 20,
        sleep_onset: '2025-10-07T23:20:00+03:00',
      },
    ]);
  });
});
