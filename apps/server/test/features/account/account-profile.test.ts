import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { loginAs, signedIn } from '../../support/factories.js';
import { makePrivacyConsentOutdated } from '../../support/factories-account.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CONSENT_MESSAGE =
  'Devam etmek için güncellenen kullanıcı sözleşmesini ve aydınlatma metnini onaylamanız gerekmektedir';

describe('PUT /user/profile', () => {
  it('corrects the name and e-mail, cleaned by the shared text rules', async () => {
    const { user, token } = await signedIn(t.app, t.db, { name: 'Ayse Yilmz', email: 'eski@example.com' });
    const response = await call(t.app, 'PUT', '/api/user/profile', {
      token,
      body: { name: '  Ayşe\u0000 Yılmaz\n', email: ' yeni@example.com ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Bilgileriniz güncellendi',
      user: { userId: user.id, name: 'Ayşe Yılmaz', email: 'yeni@example.com', phone: user.phone },
    });
    const verified = await call(t.app, 'GET', '/api/auth/verify', { token });
    expect(verified.json().user).toMatchObject({ name: 'Ayşe Yılmaz', email: 'yeni@example.com' });

    const cleared = await call(t.app, 'PUT', '/api/user/profile', { token, body: { name: 'Ayşe Yılmaz', email: '' } });
    expect(cleared.json().user.email).toBeNull();
  });

  it('refuses an empty name or a malformed e-mail with the registration messages', async () => {
    const { token } = await signedIn(t.app, t.db);
    const blank = await call(t.app, 'PUT', '/api/user/profile', { token, body: { name: ' \u200B ', email: null } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Ad soyad gereklidir');
    const badMail = await call(t.app, 'PUT', '/api/user/profile', { token, body: { name: 'Ali', email: 'ali@' } });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().message).toBe('Geçerli bir e-posta adresi giriniz');
  });
});

describe('consents', () => {
  it('lists which version of each text was accepted and when', async () => {
    const { token } = await signedIn(t.app, t.db);
    const response = await call(t.app, 'GET', '/api/user/consents', { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.consent_required).toBe(false);
    expect(body.consents).toEqual(
      expect.arrayContaining([
        { document: 'terms', version: '1.0', accepted_at: expect.any(String) },
        { document: 'privacy', version: '2.0', accepted_at: expect.any(String) },
      ]),
    );
  });

  it('after a text’s version rose: the sign-in says so, other routes answer 403 CONSENT_REQUIRED until accepted', async () => {
    const { user, token: oldSession } = await signedIn(t.app, t.db);
    await makePrivacyConsentOutdated(t.db, user.id);

    // The session that predates the change is stopped with a code the client does not sign out on.
    const blocked = await call(t.app, 'GET', '/api/sleep/sessions', { token: oldSession });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ success: false, code: 'CONSENT_REQUIRED', message: CONSENT_MESSAGE, error: CONSENT_MESSAGE });

    // Ticking the login boxes does not count as accepting a text one has not been told changed.
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: user.phone, password: user.password, acceptTerms: true, acceptPrivacy: true },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.consentRequired).toBe(true);
    const token = login.json().token as string;
    const privacyRows = () => t.db.select().from(consents).where(eq(consents.userId, user.id));
    expect((await privacyRows()).map((r) => `${r.document}@${r.version}`).sort()).toEqual(['privacy@1.0', 'terms@1.0']);

    const verified = await call(t.app, 'GET', '/api/auth/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.consent_required).toBe(true);
    // The KVKK rights stay open to someone who does not accept the new text.
    expect((await call(t.app, 'GET', '/api/user/data/download', { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/consents', { token })).json().consent_required).toBe(true);

    const refused = await call(t.app, 'POST', '/api/user/consents', { token, body: { acceptTerms: true } });
    expect(refused.statusCode).toBe(400);

    const accepted = await call(t.app, 'POST', '/api/user/consents', { token, body: { acceptTerms: true, acceptPrivacy: true } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, user: { consentRequired: false } });
    expect((await privacyRows()).map((r) => `${r.document}@${r.version}`).sort()).toEqual([
      'privacy@1.0',
      'privacy@2.0',
      'terms@1.0',
    ]);
    expect((await call(t.app, 'GET', '/api/sleep/sessions', { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/sleep/sessions', { token: oldSession })).statusCode).toBe(200);
    const again = await loginAs(t.app, user);
    expect((await call(t.app, 'GET', '/api/auth/verify', { token: again })).json().user.consent_required).toBe(false);
  });

  it('records the consents at a first sign-in, as before', async () => {
    const { user } = await signedIn(t.app, t.db);
    const rows = await t.db.select().from(consents).where(eq(consents.userId, user.id));
    expect(rows).toHaveLength(2);
  });
});
