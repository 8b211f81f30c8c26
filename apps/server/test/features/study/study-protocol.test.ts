import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, canonicalPlanJson, dayMonthText, studyZoneInstant, todayInStudyZone } from '@uyku/domain';
import { allocationLog, allocationSeal, groupHistory, users } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { studySettingsBody } from '../../support/factories-study.js';
import { asAdmin, DEFAULT_PASSWORD, signedIn, uniquePhone } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { readStudyZip, readZipEntry } from '../../support/study-export-reader.js';

/**
 * The protocol the software cannot bend (docs/decisions/033, 034, 035): audio only in the
 * intervention phase, the analysis plan locked before the data, self-selected arms named as such,
 * and the sealed allocation list whose commitment anyone can check once it is revealed.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
});
afterAll(async () => t.close());

const today = () => todayInStudyZone();
const settings = studySettingsBody;
const putSettings = (body: unknown) => call(t.app, 'PUT', '/api/admin/study', { token: admin.token, body });
const getSettings = async () => (await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json().settings;
const experimentDay = (studyDay: number) =>
  signedIn(t.app, t.db, { group: 'experiment', enrolledOn: addCalendarDays(today(), 1 - studyDay) });
const heartRateBody = { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', content_name: 'Kutu Nefesi', heart_rate_before: 80, heart_rate_after: 70, duration: 120 };
const audioCalls = (token: string) => [
  call(t.app, 'GET', '/api/relaxation/content', { token }),
  call(t.app, 'GET', '/api/binaural/sounds', { token }),
  call(t.app, 'GET', '/api/heart-rate/sessions', { token }),
  call(t.app, 'POST', '/api/heart-rate/sessions', { token, body: heartRateBody }),
];

describe('the intervention only in its phase', () => {
  beforeAll(async () => {
    expect((await putSettings(settings())).statusCode).toBe(200);
  });

  it('answers an experiment participant on a baseline day 403 INTERVENTION_NOT_OPEN with the day it opens, and stores nothing', async () => {
    const { user, token } = await experimentDay(1);
    const opens = dayMonthText(addCalendarDays(today(), 7));
    for (const response of await Promise.all(audioCalls(token))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'INTERVENTION_NOT_OPEN', message: `Rahatlama içerikleri ${opens} tarihinde açılacak` });
    }
    const usage = await call(t.app, 'POST', '/api/relaxation/track-usage', { token, body: { content_id: 'x' } });
    expect([400, 403]).toContain(usage.statusCode);
    const { heartRateSessions } = await import('../../../src/db/schema/index.js');
    expect(await t.db.$count(heartRateSessions, eq(heartRateSessions.userId, user.id))).toBe(0);
  });

  it('answers on an intervention day, and after it says that the period has ended', async () => {
    const during = await experimentDay(9);
    for (const response of await Promise.all(audioCalls(during.token))) expect(response.statusCode, response.body).toBe(200);
    const after = await experimentDay(40);
    const ended = await call(t.app, 'GET', '/api/relaxation/content', { token: after.token });
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: 'INTERVENTION_NOT_OPEN', message: 'Rahatlama içeriklerinin kullanım dönemi sona erdi' });
  });

  it("keeps the content open in follow-up only when the study says so ('Takip döneminde ses içerikleri açık kalsın')", async () => {
    const followUp = await experimentDay(38);
    expect((await call(t.app, 'GET', '/api/binaural/sounds', { token: followUp.token })).statusCode).toBe(403);
    expect((await putSettings(settings({ audioOpenInFollowUp: true }))).statusCode).toBe(200);
    expect((await getSettings()).audio_open_in_follow_up).toBe(true);
    expect((await call(t.app, 'GET', '/api/binaural/sounds', { token: followUp.token })).statusCode).toBe(200);
    // Past the follow-up it stays closed.
    expect((await call(t.app, 'GET', '/api/binaural/sounds', { token: (await experimentDay(50)).token })).statusCode).toBe(403);
    expect((await putSettings(settings({ audioOpenInFollowUp: false }))).statusCode).toBe(200);
  });

  it("keeps the spec's behaviour without a timeline, and never gates an admin", async () => {
    const baseline = await experimentDay(1);
    for (const response of await Promise.all(audioCalls(admin.token))) expect(response.statusCode).toBe(200);
    expect((await putSettings(settings({ studyStartDate: null }))).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/relaxation/content', { token: baseline.token })).statusCode).toBe(200);
    expect((await putSettings(settings())).statusCode).toBe(200);
  });

  it('dates an offline session by its own time: one saved in the intervention on a phone that synced in follow-up is kept', async () => {
    // Enrolled 35 days ago: today is day 36, the first follow-up day; yesterday was the last intervention day.
    const late = await experimentDay(36);
    // Noon of yesterday in the study's zone: "20 hours ago" fell on today after 20:00 in Istanbul.
    const yesterday = new Date(studyZoneInstant(addCalendarDays(today(), -1), '12:00')).toISOString();
    const kept = await call(t.app, 'POST', '/api/heart-rate/sessions', { token: late.token, body: heartRateBody, headers: { 'x-client-time': yesterday } });
    expect(kept.statusCode, kept.body).toBe(200);
    const refused = await call(t.app, 'POST', '/api/heart-rate/sessions', { token: late.token, body: heartRateBody });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the analysis: the plan’s nights per phase and self-selected arms named', () => {
  it('labels a study whose participants chose their groups as observational, not randomised', async () => {
    const enrolled = addCalendarDays(today(), -9);
    const person = await signedIn(t.app, t.db, { group: 'control', enrolledOn: enrolled });
    await t.db.insert(groupHistory).values({ userId: person.user.id, group: 'control', source: 'registration' });
    for (const date of [addCalendarDays(enrolled, 1), addCalendarDays(enrolled, 8)]) {
      expect((await call(t.app, 'POST', '/api/sleep/sessions', { token: person.token, body: sleepBody({ date }) })).statusCode).toBe(201);
    }
    const primary = (await call(t.app, 'GET', '/api/admin/analytics/primary', { token: admin.token })).json();
    expect(primary.assignment).not.toBe('randomised');
    expect(primary.method).toContain('gözlemsel');
    expect(primary.method).toContain('Seçilen gruba göre (kendi seçimi)');
    expect(primary.method).toContain('en az 4 gece');
    const excluded = primary.itt.excluded.find((e: { participantCode: string; reason: string }) => e.participantCode.length > 0 && e.reason.includes('(en az 4)'));
    expect(excluded).toBeDefined();
    // The missing-data sensitivity analysis takes everyone with one night per phase, beside the plan's rule.
    expect(primary.method).toMatch(/Bu kurala göre analiz dışı kalan \(ilk gruba göre\): \d+ katılımcı/);
    expect(primary.sensitivity.minNights).toBe(1);
    expect(primary.sensitivity.included).toBeGreaterThan(primary.itt.included.length);
    const groups = (await call(t.app, 'GET', '/api/admin/analytics/groups', { token: admin.token })).json();
    expect(groups.assignment).toBe(primary.assignment);
    // The plan's minimum is a setting: with one night per phase the participant is analysed.
    expect((await putSettings(settings({ minNightsPerPhase: 1 }))).statusCode).toBe(200);
    const again = (await call(t.app, 'GET', '/api/admin/analytics/primary', { token: admin.token })).json();
    expect(again.plan).toMatchObject({ minNightsPerPhase: 1, lockedAt: null, sha256: null, tstSource: 'diary' });
    expect(again.itt.included.some((p: { userId: string }) => p.userId === person.user.id)).toBe(true);
    expect((await putSettings(settings({ minNightsPerPhase: 4 }))).statusCode).toBe(200);
  });

  it('refuses a minimum outside 1–14 with a Turkish message and changes nothing', async () => {
    const before = await getSettings();
    const response = await putSettings(settings({ minNightsPerPhase: 0 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Dönem başına en az gece 1 ile 14 arasında bir tam sayı olmalıdır');
    expect((await getSettings()).updated_at).toBe(before.updated_at);
  });
});

describe("'Analiz Planını Kilitle'", () => {
  it('the ZIP carries the plan before it is locked, with locked_at null', async () => {
    const payload = (await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token })).rawPayload;
    const plan = JSON.parse(readZipEntry(payload, 'analysis_plan.json')!.toString('utf8'));
    expect(plan).toMatchObject({ locked_at: null, sha256: null, history: [], plan: { primary_outcome: 'sleepEfficiency', min_nights_per_phase: 4 } });
  });

  it('locks the plan with its SHA-256, refuses a change without a reason (409 PLAN_LOCKED) and keeps a change with one', async () => {
    const locked = await call(t.app, 'POST', '/api/admin/study/analysis-plan/lock', { token: admin.token });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().message).toBe('Analiz planı kilitlendi');
    const state = locked.json().settings.analysis_plan;
    expect(state.locked_at).not.toBeNull();
    expect(state.sha256).toBe(createHash('sha256').update(canonicalPlanJson(state.plan)).digest('hex'));
    expect((await call(t.app, 'POST', '/api/admin/study/analysis-plan/lock', { token: admin.token })).statusCode).toBe(409);

    const before = await getSettings();
    const moved = await putSettings(settings({ primaryOutcome: 'waso' }));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'PLAN_LOCKED', message: 'Analiz planı kilitli: değiştirmek için en az 20 karakterlik bir gerekçe yazın' });
    const phases = await putSettings(settings({ baselineDays: 10 }));
    expect(phases.json().code).toBe('PLAN_LOCKED');
    const short = await putSettings(settings({ primaryOutcome: 'waso', planChangeReason: 'kısa' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Gerekçe 20 ile 500 karakter arasında olmalıdır');
    const unchanged = await getSettings();
    expect(unchanged).toMatchObject({ primary_outcome: 'sleepEfficiency', baseline_days: 7, updated_at: before.updated_at });
    // What is not part of the plan changes freely.
    expect((await putSettings(settings({ videoWaitMinutes: 9 }))).statusCode).toBe(200);

    const reason = 'Etik kurul WASO ölçümünü birincil sonuç olarak istedi';
    const changed = await putSettings(settings({ primaryOutcome: 'waso', planChangeReason: reason }));
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().settings.analysis_plan;
    expect(after.locked_at).toBe(state.locked_at);
    expect(after.plan.primary_outcome).toBe('waso');
    expect(after.sha256).toBe(createHash('sha256').update(canonicalPlanJson(after.plan)).digest('hex'));
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ reason, changed_by: admin.user.name, before: { primary_outcome: 'sleepEfficiency' }, after: { primary_outcome: 'waso' } });

    const primary = (await call(t.app, 'GET', '/api/admin/analytics/primary', { token: admin.token })).json();
    expect(primary.plan).toMatchObject({ lockedAt: state.locked_at, sha256: after.sha256 });
    const payload = (await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token })).rawPayload;
    const zipped = JSON.parse(readZipEntry(payload, 'analysis_plan.json')!.toString('utf8'));
    expect(zipped).toMatchObject({ locked_at: state.locked_at, sha256: after.sha256, plan: { primary_outcome: 'waso' } });
    expect(zipped.history[0]).toMatchObject({ reason, before: { primary_outcome: 'sleepEfficiency' }, after: { primary_outcome: 'waso' } });
  });
});

describe('the sealed allocation list', () => {
  const register = async () =>
    (
      await call(t.app, 'POST', '/api/auth/register', {
        body: { name: 'Yeni Katılımcı', phone: uniquePhone(), password: DEFAULT_PASSWORD, acceptTerms: true, acceptPrivacy: true },
      })
    ).json().userId as string;
  const approve = (id: string) => call(t.app, 'PUT', `/api/admin/users/${id}`, { token: admin.token, body: { isApproved: true } });

  it('is sealed when randomisation is switched on and drawn again only while nobody is allocated', async () => {
    const on = await putSettings(settings({ allocationMode: 'randomised', primaryOutcome: 'waso', blockScheme: 'fixed-4' }));
    expect(on.statusCode, on.body).toBe(200);
    const first = on.json().settings.allocation_list;
    expect(first).toMatchObject({ commitment: expect.stringMatching(/^[0-9a-f]{64}$/), revealed_at: null });
    // The same settings saved again keep the list; another block scheme draws a new one.
    expect((await putSettings(settings({ allocationMode: 'randomised', primaryOutcome: 'waso', blockScheme: 'fixed-4' }))).json().settings.allocation_list.commitment).toBe(first.commitment);
    const redrawn = (await putSettings(settings({ allocationMode: 'randomised', primaryOutcome: 'waso', blockScheme: 'random-4-6' }))).json().settings.allocation_list;
    expect(redrawn.commitment).not.toBe(first.commitment);
  });

  it('keeps no block size in the participant’s own data download', async () => {
    const id = await register();
    expect((await approve(id)).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    const token = (
      await call(t.app, 'POST', '/api/auth/login', { body: { phone: user!.phone, password: DEFAULT_PASSWORD } })
    ).json().token as string;
    const file = (await call(t.app, 'GET', '/api/user/data/download', { token })).body;
    expect(file).toContain('"allocation"');
    expect(file).not.toMatch(/block_?size|blockSize|block_?number|blockPosition|block_position/i);
  });

  it("'Atama Listesini Aç' reveals list and salt in the ZIP; the commitment verifies, and fails for a list changed in one place", async () => {
    const sealed = (await getSettings()).allocation_list;
    expect((await call(t.app, 'POST', '/api/admin/study/allocation-list/reveal')).statusCode).toBe(401);
    const participant = await signedIn(t.app, t.db);
    expect((await call(t.app, 'POST', '/api/admin/study/allocation-list/reveal', { token: participant.token })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/study/allocation-list/reveal', { token: admin.token, body: '{"', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await getSettings()).allocation_list.revealed_at).toBeNull();

    const revealed = await call(t.app, 'POST', '/api/admin/study/allocation-list/reveal', { token: admin.token });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().message).toBe('Atama listesi açıldı: gizli atama sona erdi');
    expect(revealed.json().settings.allocation_list).toMatchObject({ commitment: sealed.commitment, revealed_at: expect.any(String) });
    expect((await call(t.app, 'POST', '/api/admin/study/allocation-list/reveal', { token: admin.token })).statusCode).toBe(409);
    const audit = (await call(t.app, 'GET', '/api/admin/audit-log', { token: admin.token })).json();
    expect(JSON.stringify(audit)).toContain('study.allocation_list_revealed');

    const payload = (await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token })).rawPayload;
    const list = readZipEntry(payload, 'allocation_list.csv')!;
    const salt = readZipEntry(payload, 'allocation_salt.txt')!.toString('utf8');
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const commitmentFile = readZipEntry(payload, 'allocation_commitment.txt')!.toString('utf8');
    expect(commitmentFile).toContain(`sha256: ${sealed.commitment}`);
    const hash = (bytes: Buffer) => createHash('sha256').update(Buffer.concat([Buffer.from(`${salt}\n`), bytes])).digest('hex');
    expect(hash(list)).toBe(sealed.commitment);
    // One arm changed anywhere in the list: the commitment no longer verifies.
    const text = list.toString('utf8');
    const at = text.indexOf('control', text.length / 2);
    const tampered = Buffer.from(`${text.slice(0, at)}experiment${text.slice(at + 'control'.length)}`);
    expect(hash(tampered)).not.toBe(sealed.commitment);
    // The allocation made before the reveal is the stratum's first slot of the revealed list.
    const [header, first] = text.split('\n');
    expect(header).toBe('stratum,slot,block_number,block_position,block_size,arm');
    const [logged] = await t.db.select().from(allocationLog);
    expect(first).toBe(`,0,1,0,${logged!.blockSize},${logged!.result}`);
    expect(readStudyZip(payload)['allocation_list.csv']).toBeDefined();
  });

  it('makes no randomised allocation after the reveal', async () => {
    const id = await register();
    const refused = await approve(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Atama listesi açıldığı için yeni randomizasyon yapılamaz');
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user!.isApproved).toBe(false);
    expect(await t.db.$count(allocationLog)).toBe(1);
    expect((await t.db.select().from(allocationSeal))[0]!.revealedAt).not.toBeNull();
  });
});
