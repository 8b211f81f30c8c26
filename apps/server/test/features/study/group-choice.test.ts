import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_DESCRIPTIONS } from '@uyku/domain';
import { auditLog, groupChoiceLog, studySettings } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { studySettingsBody, writeSettingsRow } from '../../support/factories-study.js';
import { asAdmin, asParticipant, DEFAULT_PASSWORD, uniquePhone } from '../../support/factories.js';
import { splitCsvLine } from '../../support/study-export-reader.js';

/**
 * The descriptions under 'Kontrol Grubu' and 'Deney Grubu' at registration are the study's to set
 * (docs/product.md, "Study"), and a choice records what the registrant was shown.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let participant: Awaited<ReturnType<typeof asParticipant>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
  participant = await asParticipant(t.app, t.db);
});
afterAll(async () => t.close());

const NEUTRAL = { control: 'Grup A: çalışmanın iki kolundan biri', experiment: 'Grup B: çalışmanın iki kolundan biri' };
const TOO_LONG = 'Grup açıklaması en fazla 160 karakterlik bir metin olmalıdır';

const settings = studySettingsBody;
const putSettings = (body: unknown, token = admin.token) => call(t.app, 'PUT', '/api/admin/study', { token, body });
const getSettings = async () => (await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json().settings;
const registrationMode = async () => (await call(t.app, 'GET', '/api/study/registration')).json();
const register = (abGroup: 'control' | 'experiment') =>
  call(t.app, 'POST', '/api/auth/register', {
    body: {
      name: 'Seçen Katılımcı',
      phone: uniquePhone(),
      password: DEFAULT_PASSWORD,
      acceptTerms: true,
      acceptPrivacy: true,
      abGroup,
    },
  });
const choiceOf = async (userId: string) => {
  const [row] = await t.db.select().from(groupChoiceLog).where(eq(groupChoiceLog.userId, userId));
  return row;
};

describe('the group descriptions in the study settings', () => {
  it("are the spec's until set, and the public registration route carries them", async () => {
    const before = await getSettings();
    expect(before).toMatchObject({ control_description: null, experiment_description: null });
    expect((await registrationMode()).group_descriptions).toEqual(DEFAULT_GROUP_DESCRIPTIONS);
  });

  it('are saved, audited, kept when a client leaves them out, and cleared back to the defaults', async () => {
    const saved = await putSettings(settings({ controlDescription: NEUTRAL.control, experimentDescription: NEUTRAL.experiment }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({
      control_description: NEUTRAL.control,
      experiment_description: NEUTRAL.experiment,
    });
    expect((await registrationMode()).group_descriptions).toEqual(NEUTRAL);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'study.settings'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({ controlDescription: NEUTRAL.control, experimentDescription: NEUTRAL.experiment });

    // An older client sends the settings without them: the stored ones stay.
    expect((await putSettings(settings())).json().settings).toMatchObject({ control_description: NEUTRAL.control });

    // Empty (or null) means the spec's descriptions again.
    const cleared = await putSettings(settings({ controlDescription: '', experimentDescription: null }));
    expect(cleared.json().settings).toMatchObject({ control_description: null, experiment_description: null });
    expect((await registrationMode()).group_descriptions).toEqual(DEFAULT_GROUP_DESCRIPTIONS);
  });

  it('clean odd Unicode like every typed text: controls and direction overrides go, invisible-only is empty', async () => {
    const saved = await putSettings(
      settings({ controlDescription: '  \u202EGrup\u0000 A\u200B ', experimentDescription: '\u200B\u2060 \uFEFF' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ control_description: 'Grup A\u200B', experiment_description: null });
    const surrogate = await putSettings(settings({ controlDescription: 'Grup \uD800A', experimentDescription: 'Grup B' }));
    expect(surrogate.statusCode, surrogate.body).toBe(200);
    expect(surrogate.json().settings.control_description).toBe('Grup \uFFFDA');
    await putSettings(settings({ controlDescription: null, experimentDescription: null }));
  });

  it('refuses bad descriptions with a Turkish message and changes nothing', async () => {
    await putSettings(settings({ controlDescription: NEUTRAL.control, experimentDescription: NEUTRAL.experiment }));
    const before = await getSettings();
    for (const body of [
      settings({ controlDescription: 'a'.repeat(161) }),
      settings({ experimentDescription: 'ş'.repeat(161) }),
      settings({ controlDescription: 42 }),
      settings({ experimentDescription: ['Grup B'] }),
      settings({ controlDescription: { text: 'Grup A' } }),
    ]) {
      const response = await putSettings(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(TOO_LONG);
    }
    // 160 characters is the limit, not over it.
    expect((await putSettings(settings({ controlDescription: 'a'.repeat(160) }))).statusCode).toBe(200);
    expect((await putSettings(settings({ controlDescription: NEUTRAL.control }))).statusCode).toBe(200);
    const after = await getSettings();
    expect({ ...after, updated_at: '' }).toEqual({ ...before, updated_at: '' });
  });

  it('may be set by an admin only', async () => {
    const before = await getSettings();
    const body = settings({ controlDescription: 'Başka', experimentDescription: 'Başka' });
    expect((await putSettings(body, participant.token)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/admin/study', { body })).statusCode).toBe(401);
    expect(await getSettings()).toEqual(before);
  });
});

describe('a choice at registration', () => {
  it('records the descriptions the registrant was shown, per registration', async () => {
    await putSettings(settings({ controlDescription: NEUTRAL.control, experimentDescription: NEUTRAL.experiment }));
    const first = await register('experiment');
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().userId as string;
    expect(await choiceOf(firstId)).toMatchObject({
      result: 'experiment',
      controlDescription: NEUTRAL.control,
      experimentDescription: NEUTRAL.experiment,
    });

    // The study goes back to the spec's texts: the next registrant saw those, the first keeps theirs.
    await putSettings(settings({ controlDescription: null, experimentDescription: null }));
    const second = (await register('control')).json().userId as string;
    expect(await choiceOf(second)).toMatchObject({
      result: 'control',
      controlDescription: DEFAULT_GROUP_DESCRIPTIONS.control,
      experimentDescription: DEFAULT_GROUP_DESCRIPTIONS.experiment,
    });
    expect(await choiceOf(firstId)).toMatchObject({ controlDescription: NEUTRAL.control });
  });

  it('shows in the allocation record and its CSV with the method and the texts', async () => {
    await putSettings(settings({ controlDescription: NEUTRAL.control, experimentDescription: NEUTRAL.experiment }));
    const userId = (await register('control')).json().userId as string;
    const row = await choiceOf(userId);
    const code = `P${String(row!.participantNumber).padStart(4, '0')}`;

    const list = await call(t.app, 'GET', '/api/admin/study/allocations', { token: admin.token });
    expect(list.statusCode).toBe(200);
    const entry = (list.json().allocations as { participant_code: string }[]).find((e) => e.participant_code === code);
    expect(entry).toEqual({
      participant_code: code,
      method: 'choice',
      allocated_at: row!.chosenAt.toISOString(),
      stratum: '',
      block_number: null,
      block_position: null,
      block_size: null,
      result: 'control',
      control_description: NEUTRAL.control,
      experiment_description: NEUTRAL.experiment,
    });

    const csv = await call(t.app, 'GET', '/api/admin/study/allocations/csv', { token: admin.token });
    expect(csv.statusCode).toBe(200);
    const [header = '', ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const columns = splitCsvLine(header);
    expect(columns.slice(-3)).toEqual(['Yöntem', 'Gösterilen Kontrol Açıklaması', 'Gösterilen Deney Açıklaması']);
    const cells = lines.map(splitCsvLine).find((c) => c[0] === code);
    expect(cells).toBeDefined();
    const record = Object.fromEntries(columns.map((name, i) => [name, cells![i]]));
    expect(record).toMatchObject({
      Grup: 'Kontrol',
      Blok: '',
      Yöntem: 'Kendi seçimi',
      'Gösterilen Kontrol Açıklaması': NEUTRAL.control,
      'Gösterilen Deney Açıklaması': NEUTRAL.experiment,
    });
  });

  it('is not recorded when the study randomises, nor for an account an admin adds', async () => {
    await writeSettingsRow(t, () => t.db.update(studySettings).set({ allocationMode: 'randomised' }).where(eq(studySettings.id, 1)));
    const randomised = (await register('experiment')).json().userId as string;
    expect(await choiceOf(randomised)).toBeUndefined();
    await writeSettingsRow(t, () => t.db.update(studySettings).set({ allocationMode: 'choice' }).where(eq(studySettings.id, 1)));
    const added = await call(t.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: { name: 'Eklenen', phone: uniquePhone(), password: DEFAULT_PASSWORD, abGroup: 'control' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const addedId = added.json().userId as string;
    expect(await choiceOf(addedId)).toBeUndefined();
  });

  it('survives the account’s erasure, unlinked, with its pseudonymous code', async () => {
    const response = await register('experiment');
    const userId = response.json().userId as string;
    const { participantNumber } = (await choiceOf(userId))!;
    expect((await call(t.app, 'DELETE', `/api/admin/users/${userId}`, { token: admin.token })).statusCode).toBe(200);
    const [kept] = await t.db.select().from(groupChoiceLog).where(eq(groupChoiceLog.participantNumber, participantNumber));
    expect(kept).toMatchObject({ userId: null, result: 'experiment' });
  });
});
