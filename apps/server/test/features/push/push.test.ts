import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MSG, PUSH_REMINDER_PAYLOAD, todayInStudyZone } from '@uyku/domain';
import { buildApp } from '../../../src/app.js';
import { pushReminders, pushSubscriptions, reminderLog, serverSecrets } from '../../../src/db/schema/index.js';
import { resolveVapidKeys, VAPID_KEYS_FILE } from '../../../src/features/push/keys.js';
import { buildTestApp, buildTestCluster, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { createNight } from '../../support/factories-sleep.js';
import { startPushReceiver, verifyVapid, type PushReceiver } from '../../support/push-receiver.js';

/**
 * Diary reminders by Web Push (docs/operations.md, "Diary reminders"). A push service of the test's own on loopback
 * receives what the server sends and decrypts it (RFC 8291); the scheduler runs against a clock
 * the test sets by hand (today in Istanbul, so diary entries for "last night" can be made).
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
const subscriptionsOf = async (userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const reminderOf = async (userId: string) => (await t.db.select().from(pushReminders).where(eq(pushReminders.userId, userId)))[0];

async function optIn(token: string, devicePath: string, time: string) {
  expect(
    (await call(t.app, 'POST', '/api/push/subscriptions', { token, body: receiver.subscription(devicePath) })).statusCode,
  ).toBe(201);
  expect((await call(t.app, 'PUT', '/api/push/reminder', { token, body: { time } })).statusCode).toBe(200);
}

describe('push routes', () => {
  it('are for signed-in participants only', async () => {
    const admin = await asAdmin(t.app, t.db);
    const routes = [
      ['GET', '/api/push', undefined],
      ['POST', '/api/push/subscriptions', receiver.subscription()],
      ['POST', '/api/push/unsubscribe', { endpoint: receiver.subscription().endpoint }],
      ['PUT', '/api/push/reminder', { time: '07:00' }],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, { body })).statusCode, url).toBe(401);
      const asAdminResponse = await call(t.app, method, url, { token: admin.token, body });
      expect(asAdminResponse.statusCode, url).toBe(403);
      expect(asAdminResponse.json().message).toBe(PUSH_MSG.participantOnly);
    }
    expect(await subscriptionsOf(admin.user.id)).toEqual([]);
  });

  it('refuse bad input with a Turkish message and change nothing', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const good = receiver.subscription();
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/push/subscriptions', { ...good, endpoint: 'javascript:alert(1)' }, PUSH_MSG.endpointInvalid],
      ['POST', '/api/push/subscriptions', { ...good, endpoint: 'http://push.example.org/x' }, PUSH_MSG.endpointInvalid],
      ['POST', '/api/push/subscriptions', { ...good, endpoint: 'https://user:pw@push.example.org/x' }, PUSH_MSG.endpointInvalid],
      ['POST', '/api/push/subscriptions', { ...good, keys: { p256dh: 'kısa', auth: good.keys.auth } }, PUSH_MSG.keysInvalid],
      ['POST', '/api/push/subscriptions', { endpoint: good.endpoint }, PUSH_MSG.keysInvalid],
      ['PUT', '/api/push/reminder', { time: '25:00' }, PUSH_MSG.timeInvalid],
      ['PUT', '/api/push/reminder', { time: 7 }, PUSH_MSG.timeInvalid],
      ['PUT', '/api/push/reminder', {}, PUSH_MSG.timeInvalid],
    ];
    for (const [method, url, body, message] of bad) {
      const response = await call(t.app, method as 'POST', url, { token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await reminderOf(user.id)).toBeUndefined();
  });

  it('keep this device and the time, and forget them again', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const before = (await call(t.app, 'GET', '/api/push', { token })).json();
    expect(before).toEqual({
      success: true,
      enabled: true,
      public_key: t.config.push.vapidKeys?.publicKey,
      reminder_time: null,
      subscriptions: 0,
    });
    await optIn(token, '/push/keep', '07:30');
    // The same browser subscribing again replaces its row rather than adding one.
    await optIn(token, '/push/keep', '07:45');
    expect((await call(t.app, 'GET', '/api/push', { token })).json()).toMatchObject({ reminder_time: '07:45', subscriptions: 1 });

    const off = await call(t.app, 'POST', '/api/push/unsubscribe', {
      token,
      body: { endpoint: receiver.subscription('/push/keep').endpoint },
    });
    expect(off.json()).toEqual({ success: true, message: PUSH_MSG.unsubscribed });
    expect((await call(t.app, 'PUT', '/api/push/reminder', { token, body: { time: null } })).json().message).toBe(
      PUSH_MSG.reminderCleared,
    );
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await reminderOf(user.id)).toBeUndefined();
  });

  it('go with the account when it is deleted', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    await optIn(token, '/push/deleted', '07:00');
    expect((await call(t.app, 'DELETE', '/api/user/account', { token })).statusCode).toBe(200);
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await reminderOf(user.id)).toBeUndefined();
  });
});

describe('the morning reminder', () => {
  it('goes out at the chosen Istanbul time, once, content-free and decryptable, only while last night is missing', async () => {
    const waiting = await asParticipant(t.app, t.db);
    const done = await asParticipant(t.app, t.db);
    await optIn(waiting.token, '/push/waiting', '07:00');
    await optIn(done.token, '/push/done', '07:00');
    await createNight(t.app, done.token, { date: today });
    receiver.received.length = 0;

    expect(await runAt('06:59')).toBe(0);
    expect(await runAt('07:00')).toBe(1);
    expect(receiver.received.map((push) => push.path)).toEqual(['/push/waiting']);
    const [push] = receiver.received;
    // What a push service carries: the fixed word, encrypted for this browser; the text is the service worker's.
    expect(push?.text).toBe(PUSH_REMINDER_PAYLOAD);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(verifyVapid(push?.headers.authorization, receiver.origin).publicKey).toBe(t.config.push.vapidKeys?.publicKey);

    // Not twice the same morning.
    expect(await runAt('07:30')).toBe(0);
    expect(receiver.received).toHaveLength(1);

    // The compliance log: the one attempt, sent to one device; none for the night already entered.
    const logged = await t.db.select().from(reminderLog).where(inArray(reminderLog.userId, [waiting.user.id, done.user.id]));
    expect(logged).toEqual([
      expect.objectContaining({ userId: waiting.user.id, reminderDate: today, scheduledTime: '07:00', devices: 1, delivered: 1, outcome: 'sent' }),
    ]);
  });

  it('is not sent long after its time, and a gone subscription is forgotten', async () => {
    const late = await asParticipant(t.app, t.db);
    await optIn(late.token, '/push/late', '05:00');
    expect(await runAt('08:00')).toBe(0);

    const gone = await asParticipant(t.app, t.db);
    await optIn(gone.token, '/push/gone', '08:30');
    receiver.answer(410);
    expect(await runAt('08:31')).toBe(0);
    receiver.answer(201);
    expect(await subscriptionsOf(gone.user.id)).toEqual([]);
    const [failed] = await t.db.select().from(reminderLog).where(eq(reminderLog.userId, gone.user.id));
    expect(failed).toMatchObject({ devices: 1, delivered: 0, outcome: 'failed' });
  });
});

describe('with PUSH_ENABLED=false', () => {
  it('says so and switches nothing on', async () => {
    // A second app on the same database, as another instance of a deployment that turned push off.
    const off = await buildApp({
      config: { ...t.config, push: { enabled: false, vapidKeys: undefined, subject: 'mailto:test@example.org' } },
      database: t.database,
      logger: false,
    });
    try {
      const { user, token } = await asParticipant(off, t.db);
      expect((await call(off, 'GET', '/api/push', { token })).json()).toMatchObject({ enabled: false, public_key: null });
      const subscribe = await call(off, 'POST', '/api/push/subscriptions', { token, body: receiver.subscription() });
      expect(subscribe.statusCode).toBe(409);
      expect(subscribe.json().message).toBe(PUSH_MSG.disabled);
      expect((await call(off, 'PUT', '/api/push/reminder', { token, body: { time: '07:00' } })).statusCode).toBe(409);
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
      expect(off.pushReminders.runDue).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe('VAPID keys', () => {
  const push = { enabled: true, vapidKeys: undefined, subject: 'mailto:test@example.org' };
  const stored = async () => t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid-keys'));
  const withDataDirs = async (run: (dirs: string[]) => Promise<void>) => {
    const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(tmpdir(), 'uyku-vapid-'))));
    try {
      await t.db.delete(serverSecrets).where(eq(serverSecrets.name, 'vapid-keys'));
      await run(dirs);
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  };

  it('are generated once into the database and read by every instance, whatever its disk; nothing is written to DATA_DIR', async () => {
    await withDataDirs(async ([first, second]) => {
      const keys = await resolveVapidKeys(push, first!, t.db);
      expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(await resolveVapidKeys(push, second!, t.db)).toEqual(keys);
      expect(await stored()).toHaveLength(1);
      expect(await readdir(first!)).toEqual([]);
    });
  });

  it('adopt the pair an earlier version wrote to DATA_DIR, so subscriptions made with it keep working', async () => {
    await withDataDirs(async ([withFile, empty, otherFile]) => {
      const earlier = { publicKey: 'B'.repeat(87), privateKey: 'c'.repeat(43) };
      await writeFile(path.join(withFile!, VAPID_KEYS_FILE), JSON.stringify(earlier));
      await writeFile(path.join(otherFile!, VAPID_KEYS_FILE), JSON.stringify({ publicKey: 'D'.repeat(87), privateKey: 'e'.repeat(43) }));
      expect(await resolveVapidKeys(push, withFile!, t.db)).toEqual(earlier);
      // The first pair stored is kept for good: another instance's file does not replace it.
      expect(await resolveVapidKeys(push, empty!, t.db)).toEqual(earlier);
      expect(await resolveVapidKeys(push, otherFile!, t.db)).toEqual(earlier);
    });
  });

  it('from the configuration win and are not stored; an unreadable file stops the start with a clear reason', async () => {
    await withDataDirs(async ([dir]) => {
      const configured = { publicKey: 'p', privateKey: 'q' };
      expect(await resolveVapidKeys({ ...push, vapidKeys: configured }, dir!, t.db)).toEqual(configured);
      expect(await stored()).toEqual([]);
      await writeFile(path.join(dir!, VAPID_KEYS_FILE), 'not json');
      await expect(resolveVapidKeys(push, dir!, t.db)).rejects.toThrow(/not a VAPID key pair/);
    });
  });

  it('are the same on two instances of one database with separate data directories (GET /api/push public_key)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'uyku-vapid-'));
    const cluster = await buildTestCluster(2, { dataDir, push: { ...push, allowLoopbackHttp: true } });
    try {
      const keys = [];
      for (const instance of cluster.apps) {
        const { token } = await asParticipant(instance.app, instance.db);
        const response = await call(instance.app, 'GET', '/api/push', { token });
        expect(response.statusCode).toBe(200);
        keys.push(response.json<{ public_key: string | null }>().public_key);
      }
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(keys[1]).toBe(keys[0]);
    } finally {
      await cluster.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
