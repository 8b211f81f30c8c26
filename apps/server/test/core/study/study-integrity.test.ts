import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbGroup } from '@uyku/domain';
import type { Database } from '../../../src/db/client.js';
import { allocationLog, allocationSeal, allocationSequence, formResponses, forms, groupHistory, heartRateSessions, nights, studySettings, users } from '../../../src/db/schema/index.js';
import { allocate } from '../../../src/core/study/allocation.js';
import { sealList } from '../../../src/core/study/allocation-seal.js';
import { drawStratum } from '../../../src/core/study/sealed-list.js';
import { readSettings } from '../../../src/core/study/settings.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { studySettingsBody, writeSettingsRow } from '../../support/factories-study.js';
import { asAdmin, asParticipant, DEFAULT_PASSWORD, uniquePhone } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { csvRecords, readStudyZip, readZipEntry } from '../../support/study-export-reader.js';

/**
 * The group a record counts for is the group on the record's own date (the group history), and
 * the randomisation is concealed: no seed in the API, allocation at approval, random block sizes
 * (docs/decisions/009-study-protocol.md).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
});
afterAll(async () => t.close());

const settings = studySettingsBody;
const putSettings = (body: unknown) => call(t.app, 'PUT', '/api/admin/study', { token: admin.token, body });
const register = () =>
  call(t.app, 'POST', '/api/auth/register', {
    body: { name: 'Yeni Katılımcı', phone: uniquePhone(), password: DEFAULT_PASSWORD, acceptTerms: true, acceptPrivacy: true, abGroup: 'experiment' },
  });

/** A participant who was in control from 1 January and in the experiment arm from 1 February 2026. */
async function switcher() {
  const person = await asParticipant(t.app, t.db, { group: 'experiment', enrolledOn: '2026-01-01' });
  await t.db.insert(groupHistory).values([
    { userId: person.user.id, group: 'control', source: 'registration', fromAt: new Date('2026-01-01T09:00:00+03:00') },
    { userId: person.user.id, group: 'experiment', source: 'admin', fromAt: new Date('2026-02-01T12:00:00+03:00') },
  ]);
  return person;
}

const nightGroup = async (userId: string, date: string) =>
  (await t.db.select({ g: nights.group }).from(nights).where(and(eq(nights.userId, userId), eq(nights.sleepDate, date))))[0]?.g;

describe('the group of a record is the group on its date', () => {
  it('stores and exports a night saved after a switch, dated before it, in the arm of its date', async () => {
    const { user, token } = await switcher();
    // Saved now (experiment) for a January night: it counts for control.
    expect((await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2026-01-20' }) })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2026-02-05' }) })).statusCode).toBe(201);
    // The night of the switch day ended at 07:30, before the 12:00 switch.
    expect((await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2026-02-01' }) })).statusCode).toBe(201);
    expect(await nightGroup(user.id, '2026-01-20')).toBe('control');
    expect(await nightGroup(user.id, '2026-02-05')).toBe('experiment');
    expect(await nightGroup(user.id, '2026-02-01')).toBe('control');

    const zip = readStudyZip((await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token })).rawPayload);
    const mine = csvRecords(zip['sleep_records.csv']).filter((r) => r.participant_code === `P${String(user.participantNumber).padStart(4, '0')}`);
    expect(Object.fromEntries(mine.map((r) => [r.sleep_date, r.group_at_time]))).toEqual({
      '2026-01-20': 'control',
      '2026-02-01': 'control',
      '2026-02-05': 'experiment',
    });
    const csv = await call(t.app, 'GET', `/api/admin/sleep-data/csv?userId=${user.id}`, { token: admin.token });
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.find((l) => l.startsWith('20.01.2026'))!.split(',')[3]).toBe('Kontrol');
  });

  it('moves a night to the arm of its new date when its date is corrected', async () => {
    const { user, token } = await switcher();
    const created = await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2026-02-10' }) });
    expect(await nightGroup(user.id, '2026-02-10')).toBe('experiment');
    const id = created.json().session.id as string;
    expect((await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, { token, body: sleepBody({ date: '2026-01-25' }) })).statusCode).toBe(200);
    expect(await nightGroup(user.id, '2026-01-25')).toBe('control');
  });

  it('stores a heart-rate session and a form answer in the group the history gives for their own time', async () => {
    // A switch recorded to take effect in an hour: until then the participant is in control.
    const person = await asParticipant(t.app, t.db, { group: 'experiment', enrolledOn: '2026-01-01' });
    await t.db.insert(groupHistory).values([
      { userId: person.user.id, group: 'control', source: 'registration', fromAt: new Date('2026-01-01T09:00:00+03:00') },
      { userId: person.user.id, group: 'experiment', source: 'admin', fromAt: sql`now() + interval '1 hour'` },
    ]);
    const session = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: person.token,
      body: { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', content_name: 'Test', heart_rate_before: 80, heart_rate_after: 70, duration: 120 },
    });
    expect(session.statusCode, session.body).toBe(200);
    const [form] = await t.db.insert(forms).values({ kind: 'google', title: 'Anket', googleFormUrl: 'https://docs.google.com/forms/d/e/x/viewform' }).returning();
    expect((await call(t.app, 'POST', '/api/forms/responses', { token: person.token, body: { form_type_id: form!.id, responses: { completed: true } } })).statusCode).toBe(201);
    const group = async (table: typeof heartRateSessions | typeof formResponses) =>
      (await t.db.select({ g: table.group }).from(table).where(eq(table.userId, person.user.id))).map((r) => r.g);
    expect(await group(heartRateSessions)).toEqual(['control']);
    expect(await group(formResponses)).toEqual(['control']);
  });
});

describe('concealed randomisation', () => {
  it('allocates at approval, so an unapproved registrant takes no slot', async () => {
    expect((await putSettings(settings({ allocationMode: 'randomised', blockScheme: 'fixed-4' }))).statusCode).toBe(200);
    const waiting = (await register()).json().userId as string;
    const approved = (await register()).json().userId as string;
    expect(await t.db.$count(allocationLog)).toBe(0);
    // Until approval a randomised registrant is in no arm: no history row.
    expect(await t.db.$count(groupHistory, eq(groupHistory.userId, waiting))).toBe(0);
    expect((await call(t.app, 'PUT', `/api/admin/users/${approved}`, { token: admin.token, body: { isApproved: true } })).statusCode).toBe(200);
    const log = await t.db.select().from(allocationLog);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ userId: approved, blockNumber: 1, blockPosition: 0 });
    const [user] = await t.db.select().from(users).where(eq(users.id, approved));
    expect(user!.group).toBe(log[0]!.result);
    const history = await t.db.select().from(groupHistory).where(eq(groupHistory.userId, approved));
    expect(history.map((h) => [h.group, h.source])).toEqual([[log[0]!.result, 'allocation']]);
    // Approval withdrawn and given again allocates nothing more.
    await call(t.app, 'PUT', `/api/admin/users/${approved}`, { token: admin.token, body: { isApproved: false } });
    await call(t.app, 'PUT', `/api/admin/users/${approved}`, { token: admin.token, body: { isApproved: true } });
    expect(await t.db.$count(allocationLog)).toBe(1);
  });

  it('never returns the list or its salt, ignores a sent seed, and shows nothing of the block being filled', async () => {
    const got = (await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json().settings;
    expect(got).not.toHaveProperty('seed');
    expect(got).toMatchObject({ allocation_mode: 'randomised', block_scheme: 'fixed-4', allocations: 1, settings_locked: true });
    expect(got.allocation_list.commitment).toMatch(/^[0-9a-f]{64}$/);
    const [seal] = await t.db.select().from(allocationSeal);
    const saved = await putSettings(settings({ allocationMode: 'randomised', seed: 'tahmin-edilebilir' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).not.toHaveProperty('seed');
    // The list is not drawn again by a save once someone is allocated.
    expect((await t.db.select().from(allocationSeal))[0]!.commitment).toBe(seal!.commitment);
    const everything = JSON.stringify([
      (await call(t.app, 'GET', '/api/admin/audit-log', { token: admin.token })).json(),
      (await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json(),
    ]);
    expect(everything).not.toContain(seal!.salt);
    // One allocation of a block of 4: nothing tells where the block is or where it ends.
    const log = (await call(t.app, 'GET', '/api/admin/study/allocations', { token: admin.token })).json().allocations;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ block_number: null, block_position: null, block_size: null });
    const zip = readStudyZip((await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token })).rawPayload);
    const allocated = csvRecords(zip['participants.csv']).filter((r) => r.allocation_result !== '');
    expect(allocated.map((r) => [r.allocation_block, r.allocation_block_size])).toEqual([['', '']]);
    expect(csvRecords(zip['allocation.csv']).filter((r) => r.mechanism === 'block_randomisation').map((r) => [r.block, r.block_size])).toEqual([['', '']]);
    // Concealed: neither the list nor its salt is in the ZIP before the reveal.
    const payload = (await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token })).rawPayload;
    expect(zip['allocation_list.csv']).toBeUndefined();
    expect(readZipEntry(payload, 'allocation_salt.txt')).toBeUndefined();
    expect(readZipEntry(payload, 'allocation_commitment.txt')?.toString('utf8')).toContain(seal!.commitment);
  });

  it('draws block sizes of 4 and 6 at random from node:crypto, each block balanced, and allocates in the sealed order', async () => {
    const slots = drawStratum('', 'random-4-6', { used: 0, lastBlock: null });
    const blocks = new Map<number, { size: number; groups: string[] }>();
    for (const slot of slots) {
      const block = blocks.get(slot.blockNumber) ?? { size: slot.blockSize, groups: [] };
      block.groups.push(slot.arm);
      blocks.set(slot.blockNumber, block);
    }
    expect(blocks.size).toBe(250);
    expect(new Set([...blocks.values()].map((b) => b.size))).toEqual(new Set([4, 6]));
    for (const block of blocks.values()) {
      expect(block.groups).toHaveLength(block.size);
      expect(block.groups.filter((group) => group === 'control')).toHaveLength(block.size / 2);
    }
    // Two draws are not the same list.
    expect(drawStratum('', 'random-4-6', { used: 0, lastBlock: null }).map((s) => s.arm).join()).not.toBe(slots.map((s) => s.arm).join());

    await writeSettingsRow(t, () =>
      t.db.update(studySettings).set({ blockScheme: 'random-4-6', stratificationQuestion: 'Şehir', stratificationOptions: ['rastgele'] }).where(eq(studySettings.id, 1)),
    );
    const row = await readSettings(t.db);
    await t.db.transaction((tx) => sealList(tx as unknown as Database, row));
    await t.db.execute(sql`insert into users (phone, name, password_hash) select '03' || lpad(g::text, 9, '0'), 'Blok ' || g, 'x' from generate_series(1, 60) g`);
    const people = await t.db
      .select({ id: users.id, participantNumber: users.participantNumber })
      .from(users)
      .where(sql`${users.name} like 'Blok %'`)
      .orderBy(users.participantNumber);
    const results: AbGroup[] = [];
    for (const person of people) results.push(await t.db.transaction((tx) => allocate(tx as unknown as Database, row, person, 'rastgele')));
    const sealed = await t.db.select().from(allocationSequence).where(eq(allocationSequence.stratum, 'rastgele')).orderBy(allocationSequence.slot);
    expect(results).toEqual(sealed.slice(0, 60).map((s) => s.arm));
    const log = await t.db.select().from(allocationLog).where(eq(allocationLog.stratum, 'rastgele')).orderBy(allocationLog.id);
    expect(log.map((entry) => [entry.blockNumber, entry.blockPosition, entry.blockSize])).toEqual(
      sealed.slice(0, 60).map((s) => [s.blockNumber, s.blockPosition, s.blockSize]),
    );
  });

  it('refuses an unknown block setting with a Turkish message', async () => {
    const response = await putSettings(settings({ blockScheme: 'random-2-8' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Blok büyüklüğü "sabit 4", "sabit 6" veya "rastgele 4 ya da 6" olmalıdır');
  });
});
