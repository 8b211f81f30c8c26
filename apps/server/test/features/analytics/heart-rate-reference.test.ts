import { addCalendarDays, blandAltman, parseCsvRows, todayInStudyZone, type HeartRateAgreementResponse, type HeartRateAnalysisResponse } from '@uyku/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asExperiment, asParticipant, createUser } from '../../support/factories.js';
import { insertHeartRate } from '../../support/factories-admin-data.js';

/**
 * A reference device's value typed beside a measurement, the study's Bland–Altman agreement, the
 * analyses restricted to measured values and the heart-rate CSV's measurement columns
 * (docs/heart-rate-validation.md).
 */
let t: TestApp;
let admin: string;
let experiment: string;
let control: string;
let ayse: string;
let burak: string;

const AGREEMENT = '/api/admin/heart-rate/agreement';
const ANALYSIS = '/api/admin/analytics/heart-rate';

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  experiment = (await asExperiment(t.app, t.db)).token;
  control = (await asParticipant(t.app, t.db, { group: 'control' })).token;
  // Enrolled ten days ago: their sessions (dated today by their own time) fall in the intervention phase the paired test takes.
  const enrolledOn = addCalendarDays(todayInStudyZone(), -10);
  ayse = (await createUser(t.db, { name: 'Ayşe Referans', group: 'experiment', enrolledOn })).id;
  burak = (await createUser(t.db, { name: 'Burak Referans', group: 'experiment', enrolledOn })).id;
  // Camera pairs: (72, 70) (75, 76) (68, 70) (80, 78) (90, 85), the domain test's series; one typed session.
  await insertHeartRate(t.db, ayse, {
    before: 72,
    beforeMeasurement: { method: 'camera', quality: 0.62, seconds: 30, reference_bpm: 70 },
    after: 75,
    afterMeasurement: { method: 'camera', quality: 0.7, seconds: 28, reference_bpm: 76 },
    createdAt: new Date('2026-11-20T19:00:00Z'),
  });
  await insertHeartRate(t.db, burak, {
    before: 68,
    beforeMeasurement: { method: 'camera', quality: 0.5, seconds: 30, reference_bpm: 70 },
    after: 80,
    afterMeasurement: { method: 'camera', quality: 0.55, seconds: 30, reference_bpm: 78 },
    createdAt: new Date('2026-11-21T19:00:00Z'),
  });
  await insertHeartRate(t.db, burak, {
    before: 90,
    beforeMeasurement: { method: 'camera', quality: 0.8, seconds: 30, reference_bpm: 85 },
    after: 64,
    afterMeasurement: { method: 'bluetooth', seconds: 60, rmssd_ms: 41.5, rr_count: 63 },
    createdAt: new Date('2026-11-22T19:00:00Z'),
  });
  await insertHeartRate(t.db, ayse, { before: 84, after: 72, createdAt: new Date('2026-11-23T19:00:00Z') });
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => call(t.app, 'GET', url, { token });

describe('access and bad input', () => {
  it.each([AGREEMENT, ANALYSIS, `${ANALYSIS}?measured_only=true`])('%s: 401 signed out, 403 for a participant of either group', async (url) => {
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    for (const token of [experiment, control]) expect((await get(url, token)).statusCode).toBe(403);
  });

  it('refuses a bad option or range with a Turkish message', async () => {
    const option = await get(`${ANALYSIS}?measured_only=evet`);
    expect(option.statusCode).toBe(400);
    expect(option.json().message).toBe('Yalnızca ölçülen değerler seçeneği "true" veya "false" olmalıdır');
    const range = await get(`${AGREEMENT}?from=2026-11-22&to=2026-11-01`);
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
    const day = await get(`${AGREEMENT}?from=dün`);
    expect(day.statusCode).toBe(400);
    expect(day.json().message).toBe('Tarih YYYY-AA-GG biçiminde olmalıdır');
  });
});

describe('GET /api/admin/heart-rate/agreement', () => {
  it('computes Bland–Altman per method from every side with a reference value', async () => {
    const response = await get(AGREEMENT);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as HeartRateAgreementResponse;
    const camera = body.byMethod.find((row) => row.method === 'camera');
    expect(camera).toMatchObject({ pairs: 5, participants: 2 });
    const expected = blandAltman([
      { measured: 72, reference: 70 },
      { measured: 75, reference: 76 },
      { measured: 68, reference: 70 },
      { measured: 80, reference: 78 },
      { measured: 90, reference: 85 },
    ]);
    expect(camera?.agreement?.bias).toBeCloseTo(1.2, 10);
    expect(camera?.agreement?.lower).toBeCloseTo(-4.238779, 5);
    expect(camera?.agreement?.upper).toBeCloseTo(6.638779, 5);
    expect(camera?.agreement).toEqual(expected);
    // The strap's value had no reference beside it: no pair, and no figures.
    expect(body.byMethod.find((row) => row.method === 'bluetooth')).toEqual({ method: 'bluetooth', pairs: 0, participants: 0, agreement: null });
    expect(body.method).toContain('Bland–Altman');
  });

  it('limits the pairs by day and answers an empty summary without pairs', async () => {
    const one = (await get(`${AGREEMENT}?from=2026-11-20&to=2026-11-20`)).json() as HeartRateAgreementResponse;
    expect(one.byMethod[0]).toMatchObject({ method: 'camera', pairs: 2, participants: 1 });
    const none = (await get(`${AGREEMENT}?from=2001-01-01&to=2001-01-31`)).json() as HeartRateAgreementResponse;
    expect(none.byMethod.map((row) => [row.method, row.pairs, row.agreement])).toEqual([
      ['camera', 0, null],
      ['bluetooth', 0, null],
    ]);
  });
});

describe('the heart-rate analysis restricted to measured values', () => {
  it('counts the values of each method, and leaves typed ones out when asked', async () => {
    const all = (await get(ANALYSIS)).json() as HeartRateAnalysisResponse;
    expect(all.measuredOnly).toBe(false);
    // Four sessions: five camera values, one strap, two typed (stored without a method, counted as typed).
    expect(all.methodCounts).toEqual({ manual: 2, camera: 5, bluetooth: 1 });
    expect(all.byType[0]).toMatchObject({ contentType: 'relaxation', sessions: 4, participants: 2 });
    const measured = (await get(`${ANALYSIS}?measured_only=true`)).json() as HeartRateAnalysisResponse;
    expect(measured.measuredOnly).toBe(true);
    expect(measured.methodCounts).toEqual({ manual: 0, camera: 5, bluetooth: 1 });
    expect(measured.byType[0]).toMatchObject({ sessions: 3, participants: 2 });
    expect(measured.method).toContain('Yalnızca ölçülen değerler');
    expect(((await get(`${ANALYSIS}?measured_only=false`)).json() as HeartRateAnalysisResponse).methodCounts.manual).toBe(2);
  });
});

describe('the participant’s reference value', () => {
  const session = {
    content_type: 'relaxation',
    content_id: '00000000-0000-4000-8000-000000000101',
    content_name: 'Kutu Nefesi',
    heart_rate_before: 72,
    heart_rate_after: 66,
    duration: 300,
  };
  const post = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/heart-rate/sessions', { token: experiment, body: { ...session, ...body } });

  it('is asked only when the study switches it on (off by default)', async () => {
    expect((await get('/api/heart-rate/sessions', experiment)).json().heart_rate_reference).toBe(false);
    const current = (await get('/api/admin/study')).json().settings;
    expect(current.heart_rate_reference).toBe(false);
    const body = {
      studyStartDate: current.study_start_date,
      baselineDays: current.baseline_days,
      interventionDays: current.intervention_days,
      followUpDays: current.follow_up_days,
      allocationMode: current.allocation_mode,
      blockScheme: current.block_scheme,
      stratificationQuestion: current.stratification_question,
      stratificationOptions: current.stratification_options,
    };
    const bad = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: { ...body, heartRateReference: 'evet' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Kalp atım hızı doğrulaması açık ya da kapalı olmalıdır');
    const on = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: { ...body, heartRateReference: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().settings.heart_rate_reference).toBe(true);
    expect((await get('/api/heart-rate/sessions', experiment)).json().heart_rate_reference).toBe(true);
    // A client that leaves it out keeps it as it is.
    const kept = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body });
    expect(kept.json().settings.heart_rate_reference).toBe(true);
  });
  it('is stored beside a camera or strap measurement and read back', async () => {
    const saved = await post({
      heart_rate_before_measurement: { method: 'camera', quality: 0.6, seconds: 30, reference_bpm: 74 },
      heart_rate_after_measurement: { method: 'bluetooth', seconds: 60, reference_bpm: 65 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().session).toMatchObject({
      heart_rate_before_measurement: { method: 'camera', reference_bpm: 74 },
      heart_rate_after_measurement: { method: 'bluetooth', reference_bpm: 65 },
    });
    const own = (await get('/api/heart-rate/sessions', experiment)).json();
    expect(own.sessions[0].heart_rate_before_measurement.reference_bpm).toBe(74);
  });

  it('is refused out of range, beside a typed value, or beside a value not measured', async () => {
    for (const [body, message] of [
      [{ heart_rate_before_measurement: { method: 'camera', reference_bpm: 39 } }, 'Referans cihaz değeri 40-200 arası bir tam sayı olmalıdır'],
      [{ heart_rate_before_measurement: { method: 'camera', reference_bpm: 72.5 } }, 'Referans cihaz değeri 40-200 arası bir tam sayı olmalıdır'],
      [{ heart_rate_before_measurement: { method: 'camera', reference_bpm: '72' } }, 'Referans cihaz değeri 40-200 arası bir tam sayı olmalıdır'],
      [{ heart_rate_before_measurement: { method: 'manual', reference_bpm: 72 } }, 'Referans cihaz değeri yalnızca kamera veya Bluetooth ölçümünün yanında girilebilir'],
      [{ heart_rate_after: 'not_measured', heart_rate_after_measurement: { method: 'camera', reference_bpm: 72 } }, 'Ölçülmeyen bir değerin ölçüm bilgisi olamaz'],
    ] as const) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });


  it('is refused with a Turkish 400 while the study does not ask for it, and nothing is stored', async () => {
    const settings = (await get('/api/admin/study')).json().settings;
    const off = await call(t.app, 'PUT', '/api/admin/study', {
      token: admin,
      body: {
        studyStartDate: settings.study_start_date,
        baselineDays: settings.baseline_days,
        interventionDays: settings.intervention_days,
        followUpDays: settings.follow_up_days,
        allocationMode: settings.allocation_mode,
        blockScheme: settings.block_scheme,
        stratificationQuestion: settings.stratification_question,
        stratificationOptions: settings.stratification_options,
        heartRateReference: false,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = (await get('/api/heart-rate/sessions', experiment)).json().sessions.length;
    for (const side of ['heart_rate_before_measurement', 'heart_rate_after_measurement']) {
      const response = await post({ [side]: { method: 'bluetooth', seconds: 60, reference_bpm: 70 } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe('Bu çalışmada referans cihaz değeri istenmiyor');
    }
    expect((await get('/api/heart-rate/sessions', experiment)).json().sessions).toHaveLength(before);
  });
});

describe('the heart-rate CSV', () => {
  it('carries each side’s method, quality, seconds, RMSSD, RR count and reference after the spec’s columns', async () => {
    const response = await get(`/api/admin/heart-rate-data/participants/${burak}/csv`);
    expect(response.statusCode).toBe(200);
    const [header, ...records] = parseCsvRows(response.rawPayload.toString('utf8').slice(1));
    const measurement = (side: string) => [
      `${side} Ölçüm Yöntemi`, `${side} Ölçüm Kalitesi (0-1)`, `${side} Ölçüm Süresi (sn)`, `${side} RMSSD (ms)`, `${side} RR Sayısı`,
      `${side} Referans Cihaz (atım/dk)`,
    ];
    expect(header).toEqual([
      'Tarih', 'Katılımcı', 'Telefon', 'Grup', 'İçerik Türü', 'İçerik', 'Ses Öncesi Kalp Atım Hızı',
      'Ses Sonrası Kalp Atım Hızı', 'Değişim (atım/dk)', 'Değişim (%)', 'Süre (dk)',
      ...measurement('Öncesi'), ...measurement('Sonrası'),
    ]);
    // Newest first: the camera-then-strap session.
    expect(records[0]!.slice(11)).toEqual(['Kamera', '0.8', '30', '', '', '85', 'Bluetooth', '', '60', '41.5', '63', '']);
    expect(records[1]!.slice(11)).toEqual(['Kamera', '0.5', '30', '', '', '70', 'Kamera', '0.55', '30', '', '', '78']);
    const excel = await get(`/api/admin/heart-rate-data/participants/${burak}/csv?dialect=excel-tr`);
    const [excelHeader, excelFirst] = excel.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(excelHeader?.split(';').at(-1)).toBe('Sonrası Referans Cihaz (atım/dk)');
    expect(excelFirst?.split(';').slice(11)).toEqual(['Kamera', '0,8', '30', '', '', '85', 'Bluetooth', '', '60', '41,5', '63', '']);
  });

  it('leaves the measurement cells empty for a value stored before methods were recorded', async () => {
    const response = await get(`/api/admin/heart-rate-data/participants/${ayse}/csv`);
    const [, newest] = parseCsvRows(response.rawPayload.toString('utf8').slice(1));
    expect(newest!.slice(11)).toEqual(Array(12).fill(''));
  });
});
