import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, STUDY_CONTACT_MAX } from '@uyku/domain';
import { studySettings, users } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant, createUser, DEFAULT_PASSWORD, uniquePhone } from '../../support/factories.js';
import { studySettingsBody } from '../../support/factories-study.js';

/**
 * The registration status page and the study team's contact (docs/product.md, "Registration and
 * sign-in"), and the stratification question's refusal named by its field, in plain Turkish.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
});
afterAll(async () => t.close());

const status = (phone: unknown) => call(t.app, 'POST', '/api/auth/registration-status', { body: { phone } });
const saveSettings = (overrides: Record<string, unknown>) =>
  call(t.app, 'PUT', '/api/admin/study', { token: admin, body: studySettingsBody(overrides) });

describe('the study team contact', () => {
  it('is set in the study settings, cleaned, and shown on the public registration mode', async () => {
    const saved = await saveSettings({ studyContact: '  uyku@example.edu.tr\u202E · 0212 000 00 00  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.study_contact).toBe('uyku@example.edu.tr · 0212 000 00 00');
    const mode = (await call(t.app, 'GET', '/api/study/registration')).json();
    expect(mode.study_contact).toBe('uyku@example.edu.tr · 0212 000 00 00');

    // Left out, it stays; blank, it is none.
    expect((await saveSettings({})).json().settings.study_contact).toBe('uyku@example.edu.tr · 0212 000 00 00');
    expect((await saveSettings({ studyContact: '   ' })).json().settings.study_contact).toBeNull();
  });

  it('refuses a contact that is too long or not text, with its Turkish message on the field, changing nothing', async () => {
    await saveSettings({ studyContact: 'ekip@example.edu.tr' });
    for (const studyContact of ['x'.repeat(STUDY_CONTACT_MAX + 1), 42, { a: 1 }]) {
      const response = await saveSettings({ studyContact });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`İletişim bilgisi en fazla ${STUDY_CONTACT_MAX} karakterlik bir metin olmalıdır`);
      expect(response.json().details[0].field).toBe('studyContact');
    }
    const [row] = await t.db.select({ contact: studySettings.studyContact }).from(studySettings);
    expect(row?.contact).toBe('ekip@example.edu.tr');
  });
});

describe('POST /api/auth/registration-status', () => {
  it('says a registration waits for approval, with the contact, by either spelling of the number', async () => {
    await saveSettings({ studyContact: 'ekip@example.edu.tr' });
    const waiting = await createUser(t.db, { isApproved: false });
    for (const phone of [waiting.phone, waiting.phone.slice(1), `0 (${waiting.phone.slice(1, 4)}) ${waiting.phone.slice(4)}`]) {
      const response = await status(phone);
      expect(response.statusCode, phone).toBe(200);
      expect(response.json()).toEqual({ success: true, status: 'pending', study_contact: 'ekip@example.edu.tr' });
    }
    await t.db.update(users).set({ isApproved: true }).where(eq(users.id, waiting.id));
    expect((await status(waiting.phone)).json().status).toBe('approved');
  });

  it('answers an unknown number as the reset request does, and bad input with a Turkish 400', async () => {
    const unknown = await status(uniquePhone());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.phoneNotRegistered);
    for (const phone of ['', 'abc', 123, null, '1'.repeat(12), '\u200F\uD800']) {
      const response = await status(phone);
      expect(response.statusCode, JSON.stringify(phone)).toBe(400);
      expect(response.json().message).toMatch(/Telefon/);
    }
    expect((await call(t.app, 'POST', '/api/auth/registration-status', { body: {} })).statusCode).toBe(400);
  });

  it('is public and says nothing of the account beyond its approval (no name, no group)', async () => {
    const participant = await asParticipant(t.app, t.db);
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, participant.user.id));
    const response = await call(t.app, 'POST', '/api/auth/registration-status', { body: { phone: row?.phone }, token: participant.token });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['status', 'study_contact', 'success']);
  });
});

describe('the stratification question at registration', () => {
  it('is refused in plain Turkish and named by its field', async () => {
    await saveSettings({ allocationMode: 'randomised', stratificationQuestion: 'Düzenli ilaç kullanıyor musunuz?', stratificationOptions: ['Evet', 'Hayır'] });
    const register = (stratumAnswer?: string) =>
      call(t.app, 'POST', '/api/auth/register', {
        body: { acceptTerms: true, acceptPrivacy: true, name: 'Yeni Kişi', phone: uniquePhone(), password: DEFAULT_PASSWORD, ...(stratumAnswer === undefined ? {} : { stratumAnswer }) },
      });
    const missing = await register();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Lütfen bu soruyu yanıtlayın');
    expect(missing.json().details).toEqual([{ field: 'stratumAnswer', message: 'Lütfen bu soruyu yanıtlayın' }]);
    const wrong = await register('Belki');
    expect(wrong.json().details[0].field).toBe('stratumAnswer');
    expect(wrong.json().message).not.toMatch(/tabakalama/i);
    expect((await register('Evet')).statusCode).toBe(201);
  });
});
