import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, PUSH_SUBSCRIPTIONS_PER_ACCOUNT, todayInStudyZone } from '@uyku/domain';
import { consents, pushSubscriptions, users } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asParticipant } from '../../support/factories.js';
import { makePrivacyConsentOutdated } from '../../support/factories-account.js';
import { startPushReceiver, type PushReceiver } from '../../support/push-receiver.js';

/**
 * What one account may do with pushes: keep at most PUSH_SUBSCRIPTIONS_PER_ACCOUNT devices, and get
 * a reminder only while the HTTP data routes would serve it (approved, no password change pending,
 * the legal texts in force accepted). The test's push receiver on loopback stands in for the push services.
 */
const today = todayInStudyZone();
const at = (clock: string) => new Date(`${today}T${clock}:00+03:00`).getTime();
let now = at('06:00');
let t: TestApp;
let receiver: PushReceiver;
beforeAll(async () => {
  [t, receiver] = await Promise.all([buildTestApp({}, { clock: () => new Date(now) }), startPushReceiver()]);
});
afterAll(async () => Promise.all([t.close(), receiver.close()]));

const runAt = async (clock: string) => {
  now = at(clock);
  const runDue = t.app.pushReminders.runDue;
  if (!runDue) throw new Error('push is off');
  return runDue();
};
const subscribe = (token: string, devicePath: string) =>
  call(t.app, 'POST', '/api/push/subscriptions', { token, body: receiver.subscription(devicePath) });
const endpointsOf = async (userId: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
    (row) => new URL(row.endpoint).pathname,
  );

describe('subscriptions per account', () => {
  it(`are at most ${PUSH_SUBSCRIPTIONS_PER_ACCOUNT}: a further one replaces the oldest`, async () => {
    expect(PUSH_SUBSCRIPTIONS_PER_ACCOUNT).toBe(5);
    const { user, token } = await asParticipant(t.app, t.db);
    for (let device = 1; device <= 7; device += 1) {
      expect((await subscribe(token, `/cap/${device}`)).statusCode).toBe(201);
    }
    expect((await endpointsOf(user.id)).sort()).toEqual(['/cap/3', '/cap/4', '/cap/5', '/cap/6', '/cap/7']);
    expect((await call(t.app, 'GET', '/api/push', { token })).json().subscriptions).toBe(5);

    // The same device again is no new one: it becomes the newest and nothing else goes.
    expect((await subscribe(token, '/cap/3')).statusCode).toBe(201);
    expect((await subscribe(token, '/cap/8')).statusCode).toBe(201);
    expect((await endpointsOf(user.id)).sort()).toEqual(['/cap/3', '/cap/5', '/cap/6', '/cap/7', '/cap/8']);
  });

  it('stay within the cap when one account subscribes many devices at once', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, device) => subscribe(token, `/burst/${device}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(await endpointsOf(user.id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
  });
});

describe('a reminder', () => {
  it('goes only to accounts the data routes would serve, and waits for an out-of-date consent to be renewed', async () => {
    const current = await asParticipant(t.app, t.db);
    const outdated = await asParticipant(t.app, t.db);
    const mustChange = await asParticipant(t.app, t.db);
    const withdrawn = await asParticipant(t.app, t.db);
    const people = { '/current': current, '/outdated': outdated, '/must-change': mustChange, '/withdrawn': withdrawn };
    for (const [devicePath, { token }] of Object.entries(people)) {
      expect((await subscribe(token, devicePath)).statusCode).toBe(201);
      expect((await call(t.app, 'PUT', '/api/push/reminder', { token, body: { time: '07:00' } })).statusCode).toBe(200);
    }
    // After opting in: a legal text's version rose, an admin set a password, an approval was withdrawn.
    await makePrivacyConsentOutdated(t.db, outdated.user.id);
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, mustChange.user.id));
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, withdrawn.user.id));
    // The HTTP side refuses the outdated one too, which is the rule the pushes follow.
    expect((await call(t.app, 'GET', '/api/sleep/sessions', { token: outdated.token })).json().code).toBe('CONSENT_REQUIRED');
    receiver.received.length = 0;

    expect(await runAt('07:00')).toBe(1);
    expect(receiver.received.map((push) => push.path)).toEqual(['/current']);

    // Accepting the text in force within the reminder's window brings this morning's reminder.
    await t.db.delete(consents).where(and(eq(consents.userId, outdated.user.id), eq(consents.document, 'privacy')));
    await t.db
      .insert(consents)
      .values({ userId: outdated.user.id, document: 'privacy', version: LEGAL_DOCUMENTS.privacy.version });
    expect(await runAt('07:05')).toBe(1);
    expect(receiver.received.map((push) => push.path)).toEqual(['/current', '/outdated']);
  });
});
