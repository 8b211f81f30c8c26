import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCalendarDays, QUALITY_FLAGS, todayInStudyZone, type AlertsResponse, type GroupComparisonResponse, type PrimaryAnalysisResponse } from '@uyku/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoStudy } from '../../../src/demo/demo-study.js';
import { z } from 'zod';
import { rowsOf } from '../../../src/features/analytics/rows.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asExperiment, asParticipant, createUser } from '../../support/factories.js';
import { insertNight } from '../../support/factories-admin-data.js';

/**
 * The 'Analiz' tab's API and the whole-study export on a seeded demo study: who may
 * call it, bad input, the aggregates, alerts an admin acknowledges, and the ZIP read back by
 * Python's csv module.
 */
let t: TestApp;
let admin: string;
const today = todayInStudyZone();
const PARTICIPANTS = 8;
const DAYS = 21;
let seeded: Awaited<ReturnType<typeof seedDemoStudy>>;
let stressed: string;
let participants: string[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  participants = [(await asParticipant(t.app, t.db)).token, (await asExperiment(t.app, t.db)).token];
  seeded = await seedDemoStudy(t.db, { participants: PARTICIPANTS, days: DAYS, today, phonePrefix: '0598' });
  // Stress 9 on the last three nights: one stress alert.
  const person = await createUser(t.db, { name: 'Çağla Uyarı', group: 'control', phone: '05981234567' });
  stressed = person.id;
  for (let back = 5; back >= 0; back -= 1) await insertNight(t.db, person.id, addCalendarDays(today, -back), { stressLevel: back < 3 ? 9 : 4 });
  // Generous: the machine CI shares may be busy; typically about 10 s.
}, 120_000);
afterAll(async () => t.close());

const ROUTES = [
  ['GET', '/api/admin/analytics/groups'],
  ['GET', '/api/admin/analytics/heart-rate'],
  ['GET', '/api/admin/analytics/adherence'],
  ['GET', '/api/admin/analytics/primary'],
  ['GET', '/api/admin/analytics/alerts'],
  ['POST', '/api/admin/analytics/alerts/acknowledge'],
  ['GET', '/api/admin/export/study'],
] as const;

describe('access', () => {
  it.each(ROUTES)('%s %s: 401 signed out, 403 for a participant of either group', async (method, url) => {
    expect((await call(t.app, method, url, method === 'POST' ? { body: {} } : {})).statusCode).toBe(401);
    for (const token of participants) {
      const response = await call(t.app, method, url, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a bad date range and a bad acknowledgement with a Turkish message', async () => {
    const range = await call(t.app, 'GET', `/api/admin/analytics/groups?from=${today}&to=2020-01-01`, { token: admin });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
    expect((await call(t.app, 'GET', '/api/admin/analytics/heart-rate?from=dün', { token: admin })).statusCode).toBe(400);
    const kind = await call(t.app, 'POST', '/api/admin/analytics/alerts/acknowledge', { token: admin, body: { userId: stressed, kind: 'öfke', triggerDate: today } });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('Geçersiz uyarı türü');
    const stale = await call(t.app, 'POST', '/api/admin/analytics/alerts/acknowledge', {
      token: admin,
      body: { userId: stressed, kind: 'stress', triggerDate: addCalendarDays(today, -4) },
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe('Bu uyarı artık geçerli değil');
  });
});

describe('demo study', () => {
  it('allocates by the blocks, logs each allocation and keeps the group at the time of every record', async () => {
    const people = await rowsOf(
      t.db,
      z.object({
        grp: z.string(),
        created_at: z.string(),
        result: z.string().nullable(),
        allocated_at: z.string().nullable(),
        history: z.array(z.object({ g: z.string(), s: z.string(), at: z.string() })),
      }),
      sql`select u.ab_group as grp, u.created_at, a.result, a.allocated_at,
            (select json_agg(json_build_object('g', h.ab_group, 's', h.source, 'at', h.from_at) order by h.from_at, h.id) from group_history h where h.user_id = u.id) as history
          from users u left join allocation_log a on a.user_id = u.id where u.phone like '0598000%'`,
    );
    expect(people).toHaveLength(PARTICIPANTS);
    expect(seeded.groupSwitches).toBe(3);
    for (const person of people) {
      const [first, ...later] = person.history;
      expect(first).toMatchObject({ g: person.result, s: 'allocation' });
      expect(Date.parse(first?.at ?? '')).toBe(Date.parse(person.created_at));
      expect(Date.parse(person.allocated_at ?? '')).toBe(Date.parse(person.created_at));
      expect((later.at(-1) ?? first)?.g).toBe(person.grp);
    }
    // Two blocks of four: four in each arm at allocation.
    expect(people.filter((p) => p.result === 'experiment')).toHaveLength(PARTICIPANTS / 2);
    expect(people.filter((p) => p.history.length === 2).map((p) => p.history.map((h) => h.s))).toEqual([
      ['allocation', 'admin'],
      ['allocation', 'admin'],
      ['allocation', 'admin'],
    ]);
    // Every night carries the group the participant was in when it was saved.
    const [mismatch] = await rowsOf(
      t.db,
      z.object({ nights: z.number() }),
      sql`select count(*)::int as nights from sleep_sessions s join users u on u.id = s.user_id
          where u.phone like '0598000%' and s.ab_group <> (select h.ab_group from group_history h
            where h.user_id = s.user_id and h.from_at <= s.created_at order by h.from_at desc, h.id desc limit 1)`,
    );
    expect(mismatch?.nights).toBe(0);
  });
});

describe('analyses', () => {
  it('compares the arms per participant, each once in the allocated arm, with Welch, Cohen and Hedges', async () => {
    const body = (await call(t.app, 'GET', '/api/admin/analytics/groups', { token: admin })).json() as GroupComparisonResponse;
    // ITT: every participant once (the demo's eight and the alert participant), movers in their allocated arm.
    expect(body.itt.counts.control.participants + body.itt.counts.experiment.participants).toBe(PARTICIPANTS + 1);
    expect(body.itt.counts.experiment.participants).toBe(PARTICIPANTS / 2);
    expect(body.itt.counts.control.records + body.itt.counts.experiment.records).toBe(seeded.nights + 6);
    // Per-protocol: the movers left out.
    expect(body.perProtocol.counts.control.participants + body.perProtocol.counts.experiment.participants).toBe(PARTICIPANTS + 1 - seeded.groupSwitches);
    const efficiency = body.itt.metrics.find((m) => m.metric === 'sleepEfficiency');
    expect(efficiency?.welch?.df).toBeGreaterThan(1);
    expect(efficiency?.cohensD?.ci.low).toBeLessThan(efficiency?.cohensD?.ci.high ?? 0);
    expect(efficiency?.hedgesG?.ci.low).toBeLessThan(efficiency?.hedgesG?.ci.high ?? 0);
    expect(body.itt.trend.some((p) => p.group === 'experiment' && p.week === 1)).toBe(true);
  });

  it('gives no statistics for a range where an arm has one participant', async () => {
    const body = (await call(t.app, 'GET', `/api/admin/analytics/groups?from=${today}&to=${today}`, { token: admin })).json() as GroupComparisonResponse;
    // Only the alert participant wrote today in the control arm (demo nights end yesterday).
    expect(body.itt.counts.control.participants).toBe(1);
    for (const metric of body.itt.metrics) expect(metric.welch).toBeNull();
  });

  it('lists the primary analysis with exclusions and the dose; ITT and per-protocol differ on the demo', async () => {
    const body = (await call(t.app, 'GET', '/api/admin/analytics/primary', { token: admin })).json() as PrimaryAnalysisResponse;
    // Every approved participant is accounted for, the two signed-in ones without a night too.
    expect(body.itt.included.length + body.itt.excluded.length).toBe(PARTICIPANTS + 1 + participants.length);
    // Not enrolled (no study day 1): listed with the reason rather than counted.
    expect(body.itt.excluded.find((e) => e.userId === stressed)?.reason).toContain('Çalışmaya başlama tarihi yok');
    // Moved to the other arm on study day 15: in their allocated arm for ITT, out of per-protocol.
    const movers = body.itt.included.filter((p) => p.switched);
    expect(movers).toHaveLength(seeded.groupSwitches);
    expect(body.perProtocol.excluded.filter((e) => e.reason.includes('Grup değiştirdi'))).toHaveLength(seeded.groupSwitches);
    expect(body.perProtocol.included).toHaveLength(body.itt.included.length - seeded.groupSwitches);
    expect(body.itt.results.map((r) => r.metric)).toEqual(['sleepEfficiency', 'totalSleep', 'sleepOnsetLatency', 'waso', 'sleepQuality']);
    const itt = body.itt.results[0];
    const pp = body.perProtocol.results[0];
    // The demo's experiment arm improves: a positive difference in SE change under both.
    expect(itt?.welch?.difference).toBeGreaterThan(0);
    expect(pp?.welch?.difference).toBeGreaterThan(0);
    // The two answers differ: the movers count in ITT only.
    expect((itt?.experiment.n ?? 0) + (itt?.control.n ?? 0)).toBe((pp?.experiment.n ?? 0) + (pp?.control.n ?? 0) + seeded.groupSwitches);
    expect(itt?.welch?.difference).not.toBeCloseTo(pp?.welch?.difference ?? 0, 6);
    expect(itt?.ancova?.n).toBe(body.itt.included.length);
    expect(body.dose.points.length).toBe(body.itt.included.filter((p) => p.group === 'experiment').length);
  });

  it('reports heart rate around audio per type and per item, and adherence', async () => {
    const hr = (await call(t.app, 'GET', '/api/admin/analytics/heart-rate', { token: admin })).json();
    expect(hr.byType.map((row: { contentType: string }) => row.contentType).sort()).toEqual(['binaural', 'relaxation']);
    // The paired test takes the intervention phase in the allocated arm only, restated here in SQL.
    const inPlan = await rowsOf(t.db, z.object({ n: z.number() }), sql`
      select count(*)::int as n from heart_rate_sessions h join users u on u.id = h.user_id, study_settings st
      where h.heart_rate_before is not null and h.heart_rate_after is not null
        and h.ab_group = (select g.ab_group from group_history g where g.user_id = u.id order by g.from_at, g.id limit 1)
        and ((h.occurred_at at time zone 'Europe/Istanbul')::date - u.enrolled_on + 1) between st.baseline_days + 1 and st.baseline_days + st.intervention_days
        and not coalesce(h.heart_rate_after_recorded_at > h.occurred_at + interval '15 minutes', false)`);
    const expected = inPlan[0]?.n ?? 0;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThanOrEqual(seeded.heartRateSessions);
    expect(hr.byType.reduce((sum: number, row: { sessions: number }) => sum + row.sessions, 0)).toBe(expected);
    // The unit is the participant: fewer than the sessions, df = participants − 1.
    expect(hr.byType[0].participants).toBeLessThan(hr.byType[0].sessions);
    expect(hr.byType[0].paired.df).toBe(hr.byType[0].participants - 1);
    expect(hr.byType[0].paired.meanChange).toBeLessThan(0);
    const adherence = (await call(t.app, 'GET', '/api/admin/analytics/adherence', { token: admin })).json();
    const row = adherence.participants.find((p: { userId: string }) => p.userId === stressed);
    expect(row).toMatchObject({ days7: 6, streak: 6, lastEntry: today, silentDays: 0 });
    expect(adherence.silent.every((p: { silentDays: number }) => p.silentDays >= 3)).toBe(true);
    // The allocated (ITT) arm beside the current group: the demo's movers show both.
    const moved = adherence.participants.filter((p: { group: string; allocatedGroup: string }) => p.group !== p.allocatedGroup);
    expect(seeded.groupSwitches).toBeGreaterThan(0);
    expect(moved).toHaveLength(seeded.groupSwitches);
  });

  it('raises the stress alert and stores its acknowledgement', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/analytics/alerts', { token: admin })).json() as AlertsResponse;
    const alert = before.alerts.find((a) => a.userId === stressed && a.kind === 'stress');
    expect(alert).toMatchObject({ triggerDate: today, acknowledgedAt: null });
    const ack = await call(t.app, 'POST', '/api/admin/analytics/alerts/acknowledge', { token: admin, body: { userId: stressed, kind: 'stress', triggerDate: today } });
    expect(ack.statusCode).toBe(200);
    const after = (await call(t.app, 'GET', '/api/admin/analytics/alerts', { token: admin })).json() as AlertsResponse;
    expect(after.alerts.find((a) => a.userId === stressed && a.kind === 'stress')?.acknowledgedAt).not.toBeNull();
  });
});

describe('whole-study export', () => {
  it('streams a ZIP whose CSVs Python reads with the headers, types and row counts of the study', async () => {
    const response = await call(t.app, 'GET', '/api/admin/export/study', { token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const dir = mkdtempSync(path.join(tmpdir(), 'study-export-'));
    try {
      const file = path.join(dir, 'study.zip');
      writeFileSync(file, response.rawPayload);
      const reader = fileURLToPath(new URL('../../support/read-study-export.py', import.meta.url));
      const files = JSON.parse(execFileSync('python3', [reader, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Record<
        string,
        { bom: boolean; header: string[]; rows: number; widths: number[]; numeric: string[]; text: string }
      >;
      expect(Object.keys(files).sort()).toEqual([
        'allocation.csv',
        'audio_usage.csv',
        'codebook.csv',
        'consent.csv',
        'consort.csv',
        'daily_usage.csv',
        'device_nights.csv',
        'expected_days.csv',
        'group_history.csv',
        'heart_rate_sessions.csv',
        'nights_long.csv',
        'participants.csv',
        'redcap_data_dictionary.csv',
        'redcap_import.csv',
        'reminders.csv',
        'sleep_records.csv',
        'withdrawals.csv',
      ]);
      for (const [name, csv] of Object.entries(files)) {
        expect(csv.bom, name).toBe(true);
        if (csv.rows > 0) expect(csv.widths, name).toEqual([csv.header.length]);
        if (name === 'codebook.csv' || name === 'consort.csv' || name.startsWith('redcap_')) continue;
        for (const column of csv.header) expect(column, name).toMatch(/^[a-z][a-z0-9_]{0,31}$/);
        // No names or phones anywhere (a phone is its own number, not digits inside a long decimal).
        expect(csv.text.match(/.{0,40}(Demo \d\d|Çağla|(?<![\d.])0598\d{7}(?!\d)).{0,10}/)?.[0], name).toBeUndefined();
      }
      // Every admin-made participant of the test (the signed-in ones too) but no admin.
      expect(files['participants.csv']?.rows).toBeGreaterThanOrEqual(PARTICIPANTS + 1);
      expect(files['sleep_records.csv']?.rows).toBe(seeded.nights + 6);
      expect(files['heart_rate_sessions.csv']?.rows).toBe(seeded.heartRateSessions);
      expect(files['sleep_records.csv']?.numeric).toEqual(expect.arrayContaining(['study_day', 'sleep_efficiency_pct', 'tst_min', 'sol_min', 'room_temp_c', 'caffeine']));
      expect(files['sleep_records.csv']?.numeric).not.toContain('sleep_date');
      // One 0/1 column per data-quality flag; the stressed participant's nights were saved days late.
      const flagColumns = QUALITY_FLAGS.map((flag) => `flag_${flag}`);
      expect(files['sleep_records.csv']?.numeric).toEqual(expect.arrayContaining(flagColumns));
      const [header = [], ...nights] = (files['sleep_records.csv']?.text ?? '').split('\r\n').filter(Boolean).map((line) => line.split(','));
      const cells = new Set(nights.flatMap((night) => flagColumns.map((column) => night[header.indexOf(column)])));
      expect([...cells].sort()).toEqual(['0', '1']);
      expect(nights.filter((night) => night[header.indexOf('flag_late_entry')] === '1').length).toBeGreaterThanOrEqual(3);
      const codebook = files['codebook.csv'];
      const described = codebook?.text.split('\r\n').slice(1).filter(Boolean).length;
      const columns = Object.entries(files).filter(([n]) => n !== 'codebook.csv' && n !== 'consort.csv' && !n.startsWith('redcap_')).reduce((sum, [, csv]) => sum + csv.header.length, 0);
      expect(described).toBe(columns);
      for (const column of flagColumns) expect(codebook?.text).toContain(`sleep_records.csv,${column},`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
