import {
  addCalendarDays,
  hedgesCorrection,
  holmAdjust,
  pearsonCorrelation,
  todayInStudyZone,
  type GroupComparisonResponse,
  type HeartRateAnalysisResponse,
  type PrimaryAnalysisResponse,
} from '@uyku/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceNights } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin } from '../../support/factories.js';
import { studyNight, studyParticipant, studySession, type StudyPerson } from '../../support/factories-analysis.js';
import { writeSettingsRow } from '../../support/factories-study.js';

/**
 * The analysis rules (docs/decisions/017-analysis-itt-participant-unit.md) on a five-person study
 * whose every number can be worked by hand. Enrolled 20 days ago (study days 1–21; baseline 1–7,
 * intervention from 8): E1, E2 and E3 allocated to the experiment arm, C1 and C2 to control. E3 is
 * moved to control on study day 12 (a switcher). E1 recalls a WASO on two nights only; E2 wears a
 * device (stages) every night; C2 starts writing on study day 4.
 */
let t: TestApp;
let admin: string;
const people: Record<'E1' | 'E2' | 'E3' | 'C1' | 'C2', StudyPerson> = {} as never;
const BASELINE = [1, 2, 3, 4, 5];
const INTERVENTION = [8, 9, 10, 13, 14];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  const enrolledOn = addCalendarDays(todayInStudyZone(), -20);
  people.E1 = await studyParticipant(t.db, { name: 'Kural E1', group: 'experiment', enrolledOn });
  people.E2 = await studyParticipant(t.db, { name: 'Kural E2', group: 'experiment', enrolledOn });
  people.E3 = await studyParticipant(t.db, { name: 'Kural E3', group: 'experiment', enrolledOn, switchDay: 12 });
  people.C1 = await studyParticipant(t.db, { name: 'Kural C1', group: 'control', enrolledOn });
  people.C2 = await studyParticipant(t.db, { name: 'Kural C2', group: 'control', enrolledOn });
  for (const day of BASELINE) {
    // E1: awake 30 every night, a recalled WASO of 50 on days 1 and 2 only.
    await studyNight(t.db, people.E1, day, { awake: 30, ...(day <= 2 ? { waso: 50 } : {}), quality: 6 });
    await studyNight(t.db, people.E2, day, { awake: 20, stages: [100, 80, 200], quality: 5 });
    await studyNight(t.db, people.E3, day, { awake: 40, quality: 6 });
    await studyNight(t.db, people.C1, day, { awake: 25, quality: 6 });
  }
  for (const day of INTERVENTION) {
    await studyNight(t.db, people.E1, day, { awake: 10, quality: 8 });
    await studyNight(t.db, people.E2, day, { awake: 15, stages: [100, 80, 210], quality: 7 });
    await studyNight(t.db, people.E3, day, { awake: 35, quality: 6 });
    await studyNight(t.db, people.C1, day, { awake: 24, quality: 6 });
  }
  for (const day of [4, 5, 6, 7]) await studyNight(t.db, people.C2, day, { sleepTime: '23:50', awake: 35, quality: 7 });
  for (const day of [9, 10, 11, 12]) await studyNight(t.db, people.C2, day, { sleepTime: '23:50', awake: 30, quality: 6 });
  // Heart rate: E1 six sessions on study day 8 (9,123 s listened that day), E2 one, E3 one.
  const e1 = [
    [80, 74, 1500],
    [82, 75, 1500],
    [81, 76, 1500],
    [79, 73, 1500],
    [83, 77, 1500],
    [80, 75, 1623],
  ] as const;
  for (const [before, after, seconds] of e1) await studySession(t.db, people.E1, 8, { before, after, listenedSeconds: seconds });
  await studySession(t.db, people.E2, 9, { before: 70, after: 69, listenedSeconds: 1200 });
  await studySession(t.db, people.E3, 8, { before: 90, after: 84, listenedSeconds: 600 });
}, 120_000);
afterAll(async () => t.close());

const primary = async (query = '') => (await call(t.app, 'GET', `/api/admin/analytics/primary${query}`, { token: admin })).json() as PrimaryAnalysisResponse;
const groups = async (query = '') => (await call(t.app, 'GET', `/api/admin/analytics/groups${query}`, { token: admin })).json() as GroupComparisonResponse;

describe('WASO used: the recalled figure, else the awake minutes', () => {
  it('counts every diary night, not only the nights with a recalled WASO', async () => {
    const body = await primary();
    const e1 = body.itt.included.find((p) => p.userId === people.E1.id);
    // Baseline (50 + 50 + 30 + 30 + 30) / 5 = 38; intervention 10.
    expect(e1?.baseline.waso).toBe(38);
    expect(e1?.change.waso).toBe(-28);
    const waso = body.itt.results.find((r) => r.metric === 'waso');
    expect(waso?.experiment.n).toBe(3);
    expect(waso?.control.n).toBe(2);
    expect(waso?.welch).not.toBeNull();
    const compared = (await groups()).itt.metrics.find((m) => m.metric === 'waso');
    expect(compared?.experiment.n).toBe(3);
  });
});

describe('ITT by the allocated arm, per-protocol without switchers', () => {
  it('keeps the switcher in the allocated arm for ITT and lists them as excluded from PP', async () => {
    const body = await primary();
    const e3 = body.itt.included.find((p) => p.userId === people.E3.id);
    expect(e3).toMatchObject({ group: 'experiment', switched: true });
    expect(body.itt.included).toHaveLength(5);
    expect(body.itt.results[0]?.experiment.n).toBe(3);
    expect(body.perProtocol.included.map((p) => p.userId)).not.toContain(people.E3.id);
    expect(body.perProtocol.excluded.find((e) => e.userId === people.E3.id)).toMatchObject({ group: 'experiment', reason: 'Grup değiştirdi (protokol dışı)' });
    expect(body.perProtocol.results[0]?.experiment.n).toBe(2);
    expect(body.itt.results[0]?.welch?.difference).not.toBe(body.perProtocol.results[0]?.welch?.difference);
  });
});

describe('the participant is the unit', () => {
  it('counts each person once in the group comparison, in the allocated arm', async () => {
    const body = await groups();
    expect(body.itt.counts.experiment).toEqual({ participants: 3, records: 30 });
    expect(body.itt.counts.control).toEqual({ participants: 2, records: 18 });
    expect(body.perProtocol.counts.experiment).toEqual({ participants: 2, records: 20 });
    const efficiency = body.itt.metrics.find((m) => m.metric === 'sleepEfficiency');
    expect((efficiency?.experiment.n ?? 0) + (efficiency?.control.n ?? 0)).toBe(5);
  });

  it('anchors week 1 at enrolment and averages participants, not nights', async () => {
    const week1 = (await groups()).itt.trend.find((p) => p.group === 'control' && p.week === 1);
    // C1: 5 nights of (460 − 25) / 480; C2 (first night on study day 4): 4 nights of (430 − 35) / 480.
    expect(week1?.participants).toBe(2);
    expect(week1?.sleepEfficiency).toBeCloseTo(((435 / 480) * 100 + (395 / 480) * 100) / 2, 10);
    // C2's night of study day 9 is in week 2, counted from enrolment, not from their first night.
    const week2 = (await groups()).itt.trend.find((p) => p.group === 'control' && p.week === 2);
    expect(week2?.participants).toBe(2);
  });

  it('summarises heart rate per participant before the paired test', async () => {
    const body = (await call(t.app, 'GET', '/api/admin/analytics/heart-rate', { token: admin })).json() as HeartRateAnalysisResponse;
    const relaxation = body.byType.find((row) => row.contentType === 'relaxation');
    expect(relaxation).toMatchObject({ participants: 3, sessions: 8 });
    expect(relaxation?.paired).toMatchObject({ n: 3, df: 2 });
    expect(relaxation?.meanBefore).toBeCloseTo((485 / 6 + 70 + 90) / 3, 10);
    expect(relaxation?.meanAfter).toBeCloseTo((450 / 6 + 69 + 84) / 3, 10);
    expect(body.method).toContain('Katılımcı başına özet');
  });
});

describe("effect sizes, the primary outcome and Holm's correction", () => {
  it("reports Hedges' g with its CI beside Cohen's d, and the ANCOVA beside the change score", async () => {
    const se = (await primary()).itt.results.find((r) => r.metric === 'sleepEfficiency');
    const d = se?.cohensD?.d ?? Number.NaN;
    expect(se?.hedgesG?.g).toBeCloseTo(d * hedgesCorrection(3), 12);
    expect(se?.hedgesG?.ci.low).toBeLessThan(se?.hedgesG?.g ?? Number.NaN);
    expect(se?.hedgesG?.ci.high).toBeGreaterThan(se?.hedgesG?.g ?? Number.NaN);
    expect(se?.ancova).toMatchObject({ n: 5, df: 2 });
  });

  it('names the primary outcome from the study settings and Holm-adjusts only the others', async () => {
    const check = (body: PrimaryAnalysisResponse, primaryMetric: string) => {
      expect(body.primaryOutcome).toBe(primaryMetric);
      for (const table of [body.itt, body.perProtocol]) {
        const others = table.results.filter((r) => r.metric !== primaryMetric);
        const adjusted = holmAdjust(others.map((r) => r.welch?.p ?? null));
        others.forEach((r, i) => expect(r).toMatchObject({ primary: false, pAdjusted: adjusted[i] }));
        expect(table.results.find((r) => r.metric === primaryMetric)).toMatchObject({ primary: true, pAdjusted: null });
      }
    };
    check(await primary(), 'sleepEfficiency');
    await writeSettingsRow(t, () => t.db.execute(sql`update study_settings set primary_outcome = 'waso' where id = 1`));
    try {
      check(await primary(), 'waso');
      expect((await groups()).itt.metrics.find((m) => m.metric === 'waso')?.primary).toBe(true);
    } finally {
      await writeSettingsRow(t, () => t.db.execute(sql`update study_settings set primary_outcome = 'sleepEfficiency' where id = 1`));
    }
  });
});

describe('exact values before any rounding', () => {
  it('keeps the listened seconds and computes the dose correlation on exact minutes', async () => {
    const body = await primary();
    const e1 = body.dose.points.find((p) => p.participantCode === body.itt.included.find((i) => i.userId === people.E1.id)?.participantCode);
    // 9,123 s is 152.05 min (not 152.0).
    expect(e1).toMatchObject({ seconds: 9123, minutes: 9123 / 60 });
    const expected = pearsonCorrelation(body.dose.points.map((p) => p.seconds / 60), body.dose.points.map((p) => p.efficiencyChange));
    expect(body.dose.correlation?.r).toBe(expected?.r);
    expect(body.dose.points).toHaveLength(3);
  });
});

describe('TST source', () => {
  it('analyses the diary TST by default, the imported device nights as "device" and the diary\'s stage sum as "stage_sum", labelled', async () => {
    const diary = await primary();
    expect(diary.tstSource).toBe('diary');
    const e2 = diary.itt.included.find((p) => p.userId === people.E2.id);
    // Asleep 23:20 → 07:00 is 460 min: minus 20 awake at baseline, 15 in the intervention.
    expect(e2?.baseline.totalSleep).toBe(440);
    expect(e2?.intervention.totalSleep).toBe(445);
    expect(e2?.baseline.sleepEfficiency).toBeCloseTo((440 / 480) * 100, 12);
    const stages = await primary('?tst_source=stage_sum');
    expect(stages.tstSource).toBe('stage_sum');
    expect(stages.method).toContain('günlükteki evre toplamı');
    const e2s = stages.itt.included.find((p) => p.userId === people.E2.id);
    expect(e2s?.baseline.totalSleep).toBe(380);
    expect(e2s?.intervention.totalSleep).toBe(390);
    // Nights without all three stages have no stage-sum TST.
    expect(stages.itt.included.find((p) => p.userId === people.E1.id)?.baseline.totalSleep).toBeNull();
    expect(stages.itt.results.find((r) => r.metric === 'totalSleep')?.experiment.n).toBe(1);

    // E1 wears a device whose nights are imported (E2's typed stages are not device nights): asleep 23:30 → 06:40, 30 awake.
    for (const day of [...BASELINE, ...INTERVENTION]) {
      const morning = people.E1.date(day);
      const evening = addCalendarDays(morning, -1);
      await t.db.insert(deviceNights).values({
        userId: people.E1.id,
        vendor: 'garmin',
        sleepDate: morning,
        inBedStart: new Date(`${evening}T23:10:00+03:00`),
        inBedStartOffset: 180,
        inBedEnd: new Date(`${morning}T06:50:00+03:00`),
        inBedEndOffset: 180,
        sleepOnset: new Date(`${evening}T23:30:00+03:00`),
        sleepOnsetOffset: 180,
        finalWake: new Date(`${morning}T06:40:00+03:00`),
        finalWakeOffset: 180,
        remMinutes: 90,
        deepMinutes: 80,
        lightMinutes: day >= 8 ? 230 : 200,
        awakeMinutes: 30,
        stagesAvailable: true,
      });
    }
    const device = await primary('?tst_source=device');
    expect(device.tstSource).toBe('device');
    expect(device.method).toContain('içe aktarılan cihaz geceleri');
    const e1d = device.itt.included.find((p) => p.userId === people.E1.id);
    expect(e1d?.baseline.totalSleep).toBe(370);
    expect(e1d?.intervention.totalSleep).toBe(400);
    // E2 typed stages but imported no device night: no device TST.
    expect(device.itt.included.find((p) => p.userId === people.E2.id)?.baseline.totalSleep).toBeNull();
    expect(device.itt.results.find((r) => r.metric === 'totalSleep')?.experiment.n).toBe(1);

    // The weekly trend counts the participants behind each measure, not everyone with a night.
    const week1 = (await groups('?tst_source=device')).itt.trend.find((p) => p.group === 'experiment' && p.week === 1);
    expect(week1).toMatchObject({ participants: 3, counts: { sleepEfficiency: 1, sleepQuality: 3 } });
    const bad = await call(t.app, 'GET', '/api/admin/analytics/primary?tst_source=watch', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Uyku süresi kaynağı "diary", "device" veya "stage_sum" olmalıdır');
  });
});
