import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayInStudyZone, type ConsortGroupFlow, type ConsortResponse, type PrimaryAnalysisResponse } from '@uyku/domain';
import { groupHistory, heartRateSessions } from '../../../src/db/schema/index.js';
import { seedDemoStudy } from '../../../src/demo/demo-study.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, createUser, signedIn } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { readZipEntry } from '../../support/study-export-reader.js';

/**
 * The CONSORT 2010 flow from live data (docs/sleep-metrics.md, "CONSORT flow"): every box equals
 * the sum of the boxes it splits into, the analysed counts are the primary analysis's, and the
 * study ZIP carries consort.svg and consort.csv.
 */

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Every identity of the diagram: each box is the sum of what comes out of it. */
function expectTiesOut(flow: ConsortResponse): void {
  expect(flow.registered).toBe(flow.notAllocated.total + flow.allocated);
  expect(flow.notAllocated.total).toBe(sum(flow.notAllocated.reasons.map((r) => r.n)));
  expect(flow.allocated).toBe(flow.arms.control.allocated + flow.arms.experiment.allocated);
  for (const [group, f] of Object.entries(flow.arms) as [string, ConsortGroupFlow][]) {
    expect(f.allocated, group).toBe(f.byMethod.randomised + f.byMethod.chosen + f.byMethod.admin);
    expect(f.allocated, group).toBe(f.withdrew + f.lostToFollowUp + f.ongoing + f.followedUp);
    if (f.received !== null) expect(f.allocated, group).toBe(f.received + (f.notReceived ?? 0));
    for (const box of [f.analysis.itt, f.analysis.perProtocol]) {
      expect(f.allocated, group).toBe(box.analysed + box.excluded);
      expect(box.excluded, group).toBe(sum(box.reasons.map((r) => r.n)));
    }
  }
  expect(flow.arms.control.received).toBeNull();
}

/** The analysed boxes are the primary analysis's participants, per arm and population. */
function expectSameAsPrimary(flow: ConsortResponse, primary: PrimaryAnalysisResponse): void {
  for (const group of ['control', 'experiment'] as const) {
    expect(flow.arms[group].analysis.itt.analysed, group).toBe(primary.itt.included.filter((p) => p.group === group).length);
    expect(flow.arms[group].analysis.perProtocol.analysed, group).toBe(primary.perProtocol.included.filter((p) => p.group === group).length);
  }
}

describe('CONSORT flow on a small study built by hand', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  const today = todayInStudyZone();
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await asAdmin(t.app, t.db);
    const put = await call(t.app, 'PUT', '/api/admin/study', {
      token: admin.token,
      body: { studyStartDate: '2026-01-01', baselineDays: 3, interventionDays: 3, followUpDays: 2, allocationMode: 'choice', blockScheme: 'fixed-4', stratificationQuestion: null, stratificationOptions: [], minNightsPerPhase: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(async () => t.close());

  /** A participant who chose `group`, enrolled `daysAgo` days ago, with nights on these study days. */
  async function participant(group: 'control' | 'experiment', daysAgo: number, nightDays: number[]) {
    const enrolled = addCalendarDays(today, -daysAgo);
    const person = await signedIn(t.app, t.db, { group, enrolledOn: enrolled });
    await t.db.insert(groupHistory).values({ userId: person.user.id, group, source: 'registration', fromAt: new Date(`${enrolled}T06:00:00Z`) });
    for (const studyDay of nightDays) {
      const response = await call(t.app, 'POST', '/api/sleep/sessions', { token: person.token, body: sleepBody({ date: addCalendarDays(enrolled, studyDay - 1) }) });
      expect(response.statusCode, response.body).toBe(201);
    }
    return person;
  }

  it('counts each participant once per stage, with reasons, and every box ties out', async () => {
    await createUser(t.db, { isApproved: false, name: 'Bekleyen' });
    // Complete: nights in baseline, intervention and follow-up; the experiment one listened in the intervention.
    const complete = await participant('experiment', 9, [1, 2, 4, 5, 7]);
    await t.db.insert(heartRateSessions).values({
      userId: complete.user.id,
      group: 'experiment',
      contentType: 'relaxation',
      contentId: 'x',
      contentName: 'Kutu Nefesi',
      heartRateBefore: 80,
      heartRateAfter: 70,
      durationSeconds: 240,
      listenedSeconds: 240,
      occurredAt: new Date(`${addCalendarDays(today, -9 + 4)}T18:00:00Z`),
    });
    // Listened only in baseline: did not receive the intervention.
    const early = await participant('experiment', 9, [1, 2, 4, 5]);
    await t.db.insert(heartRateSessions).values({
      userId: early.user.id,
      group: 'experiment',
      contentType: 'binaural',
      contentId: 'y',
      contentName: 'Delta',
      heartRateBefore: 80,
      heartRateAfter: 70,
      durationSeconds: 240,
      listenedSeconds: 240,
      occurredAt: new Date(`${addCalendarDays(today, -9)}T18:00:00Z`),
    });
    // Too few baseline nights; follow-up over without a night: lost to follow-up.
    await participant('control', 12, [1, 4, 5]);
    // Still in the intervention phase.
    await participant('control', 4, [1, 2, 4]);
    // Changed arm: in ITT, out of per-protocol.
    const mover = await participant('control', 9, [1, 2, 4, 5]);
    expect((await call(t.app, 'PUT', `/api/admin/users/${mover.user.id}`, { token: admin.token, body: { abGroup: 'experiment' } })).statusCode).toBe(200);
    // Allocated, then withdrew: the account is gone, the choice stays with its code.
    const gone = await participant('experiment', 2, []);
    const { groupChoiceLog } = await import('../../../src/db/schema/index.js');
    await t.db.insert(groupChoiceLog).values({ participantNumber: gone.user.participantNumber, userId: gone.user.id, result: 'experiment', controlDescription: 'A', experimentDescription: 'B' });
    expect((await call(t.app, 'DELETE', '/api/user/account', { token: gone.token })).statusCode).toBe(200);

    const response = await call(t.app, 'GET', '/api/admin/analytics/consort', { token: admin.token });
    expect(response.statusCode).toBe(200);
    const flow = response.json<ConsortResponse>();
    expectTiesOut(flow);
    expect(flow).toMatchObject({ registered: 7, allocated: 6, assignment: 'self-selected', minNightsPerPhase: 2 });
    expect(flow.notAllocated.reasons).toEqual([{ reason: 'Onay bekliyor', n: 1 }]);
    expect(flow.arms.experiment).toMatchObject({ allocated: 3, received: 1, notReceived: 2, withdrew: 1, followedUp: 1 });
    expect(flow.arms.experiment.byMethod).toEqual({ randomised: 0, chosen: 3, admin: 0 });
    // The one with too few nights and the mover both ended their follow-up without a night.
    expect(flow.arms.control).toMatchObject({ allocated: 3, withdrew: 0, lostToFollowUp: 2, ongoing: 1 });
    expect(flow.arms.experiment).toMatchObject({ lostToFollowUp: 1, ongoing: 0 });
    expect(flow.arms.control.analysis.itt.reasons).toEqual(expect.arrayContaining([{ reason: 'Başlangıç döneminde 2 geceden az', n: 1 }]));
    expect(flow.arms.control.analysis.perProtocol.reasons).toEqual(expect.arrayContaining([{ reason: 'Grup değiştirdi (protokol dışı)', n: 1 }]));
    expect(flow.arms.experiment.analysis.itt.reasons).toEqual(expect.arrayContaining([{ reason: 'Çalışmadan ayrıldı (hesap silindi)', n: 1 }]));
    const primary = (await call(t.app, 'GET', '/api/admin/analytics/primary', { token: admin.token })).json<PrimaryAnalysisResponse>();
    expectSameAsPrimary(flow, primary);
  });

  it('travels with the study ZIP as consort.svg and consort.csv', async () => {
    const flow = (await call(t.app, 'GET', '/api/admin/analytics/consort', { token: admin.token })).json<ConsortResponse>();
    const payload = (await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token })).rawPayload;
    const svg = readZipEntry(payload, 'consort.svg')!.toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`Kayıt olan (n = ${flow.registered})`);
    expect(svg).toContain(`Deney grubuna alınan (n = ${flow.arms.experiment.allocated})`);
    expect(svg).toContain('marker-end="url(#arrow)"');
    const csv = readZipEntry(payload, 'consort.csv')!.toString('utf8');
    expect(csv).toContain(`enrolment,,,registered,${flow.registered}`);
    expect(csv).toContain(`analysis,experiment,itt,analysed,${flow.arms.experiment.analysis.itt.analysed}`);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/analytics/consort')).statusCode).toBe(401);
    const participant = await signedIn(t.app, t.db);
    expect((await call(t.app, 'GET', '/api/admin/analytics/consort', { token: participant.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/analytics/consort?x=%ZZ', { token: admin.token })).statusCode).toBeLessThan(500);
  });
});

describe('CONSORT flow of the demo study', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await asAdmin(t.app, t.db);
    await seedDemoStudy(t.db, { participants: 24, days: 30, phonePrefix: '0597' });
  });
  afterAll(async () => t.close());

  it('ties out box by box, randomised, with the primary analysis’s numbers', async () => {
    const flow = (await call(t.app, 'GET', '/api/admin/analytics/consort', { token: admin.token })).json<ConsortResponse>();
    expectTiesOut(flow);
    expect(flow.assignment).toBe('randomised');
    expect(flow.allocated).toBe(24);
    expect(flow.arms.control.byMethod.randomised + flow.arms.experiment.byMethod.randomised).toBe(24);
    const primary = (await call(t.app, 'GET', '/api/admin/analytics/primary', { token: admin.token })).json<PrimaryAnalysisResponse>();
    expectSameAsPrimary(flow, primary);
  });
});
