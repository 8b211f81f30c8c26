import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES } from '@uyku/domain';
import { loadConfig } from '../../src/config.js';
import { sessions } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/lib/tokens.js';
import { SessionCache } from '../../src/plugins/session-cache.js';
import { asAdmin, asParticipant } from '../support/factories.js';
import { buildTestCluster, call, type TestApp } from '../support/helpers.js';
import { listenForSockets, openSocket, signedInSocket } from '../support/realtime-helpers.js';

/**
 * The in-memory session cache (docs/decisions/011-api-performance.md): two instances on
 * one database with the cache on, as in production. Every change goes through the first; the
 * second, which has the session cached, follows before the first has answered.
 */
let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  const { timeouts } = loadConfig({});
  cluster = await buildTestCluster(2, { timeouts: { ...timeouts, sessionCacheMs: 60_000 } });
  [first, second] = cluster.apps as [TestApp, TestApp];
});
afterAll(async () => cluster.close());

const status = async (instance: TestApp, method: 'GET' | 'PUT' | 'POST', url: string, token: string) =>
  (await call(instance.app, method, url, { token })).statusCode;

describe('session cache across instances', () => {
  it('answers a cached session without the database, and refuses it on the other instance as soon as it is signed out', async () => {
    const { token } = await asParticipant(first.app, first.db);
    expect(await status(second, 'GET', '/api/chat/unread-count', token)).toBe(200);
    // Proof the second answers from memory: the row is gone, yet the cached session still counts…
    const [row] = await first.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await first.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(await status(second, 'GET', '/api/chat/unread-count', token)).toBe(200);
    await first.db.insert(sessions).values(row!);

    // …so only the notice can end it there: a sign-out through the first is refused by the second at once.
    expect(await status(first, 'POST', '/api/auth/logout', token)).toBe(200);
    expect(await status(second, 'GET', '/api/chat/unread-count', token)).toBe(401);
    expect(await status(first, 'GET', '/api/chat/unread-count', token)).toBe(401);
  });

  it('follows approval withdrawal, rights and profile changes made through the other instance at once', async () => {
    const admin = await asAdmin(first.app, first.db);
    const withdrawn = await asParticipant(first.app, first.db);
    expect(await status(second, 'GET', '/api/sleep/sessions', withdrawn.token)).toBe(200);
    const withdraw = await call(first.app, 'PUT', `/api/admin/users/${withdrawn.user.id}`, { token: admin.token, body: { isApproved: false } });
    expect(withdraw.statusCode).toBe(200);
    expect(await status(second, 'GET', '/api/sleep/sessions', withdrawn.token)).toBe(401);

    const promoted = await asParticipant(first.app, first.db);
    expect(await status(second, 'GET', '/api/admin/stats', promoted.token)).toBe(403);
    await call(first.app, 'PUT', `/api/admin/users/${promoted.user.id}`, { token: admin.token, body: { isAdmin: true } });
    expect(await status(second, 'GET', '/api/admin/stats', promoted.token)).toBe(200);
    await call(first.app, 'PUT', `/api/admin/users/${promoted.user.id}`, { token: admin.token, body: { isAdmin: false } });
    expect(await status(second, 'GET', '/api/admin/stats', promoted.token)).toBe(403);

    const renamed = await asParticipant(first.app, first.db);
    expect((await call(second.app, 'GET', '/api/auth/verify', { token: renamed.token })).json().user.name).toBe(renamed.user.name);
    const update = await call(first.app, 'PUT', '/api/user/profile', { token: renamed.token, body: { name: 'Yeni Ad Çağrı', email: null } });
    expect(update.statusCode).toBe(200);
    expect((await call(second.app, 'GET', '/api/auth/verify', { token: renamed.token })).json().user.name).toBe('Yeni Ad Çağrı');
  });

  it('is filled by a realtime socket’s sign-in, so the tab’s requests find the session in memory, and forgotten for the next socket as for requests', async () => {
    const admin = await asAdmin(first.app, first.db);
    const { user, token } = await asParticipant(first.app, first.db);
    const url = await listenForSockets(second.app);
    const socket = await signedInSocket(url, token);
    // The second instance has answered no request of this token: only the sign-in can have cached it.
    const [row] = await first.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await first.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(await status(second, 'GET', '/api/chat/unread-count', token)).toBe(200);
    await first.db.insert(sessions).values(row!);
    await socket.close();

    const withdraw = await call(first.app, 'PUT', `/api/admin/users/${user.id}`, { token: admin.token, body: { isApproved: false } });
    expect(withdraw.statusCode).toBe(200);
    const refused = await openSocket(url);
    refused.send({ type: 'auth', token });
    expect((await refused.next('error')).code).toBe('UNAUTHENTICATED');
    expect((await refused.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });
});

describe('SessionCache', () => {
  const user = { id: 'u1' };
  it('does not keep a lookup that was under way while the account was forgotten', async () => {
    const cache = new SessionCache<{ id: string }>(60_000, 10);
    let finish: (value: { user: { id: string }; expiresAt: Date }) => void = () => undefined;
    const lookup = cache.through('t1', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetUser('u1');
    finish({ user, expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await lookup).toBe(user);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('keeps an entry no longer than its lifetime or the session, and no more entries than its bound', async () => {
    let now = 1_000;
    const cache = new SessionCache<{ id: string }>(60_000, 2, () => now);
    await cache.through('short', async () => ({ user, expiresAt: new Date(now + 5_000) }));
    await cache.through('long', async () => ({ user: { id: 'u2' }, expiresAt: new Date(now + 3_600_000) }));
    now += 6_000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toEqual({ id: 'u2' });
    await cache.through('a', async () => ({ user, expiresAt: new Date(now + 3_600_000) }));
    await cache.through('b', async () => ({ user, expiresAt: new Date(now + 3_600_000) }));
    expect(cache.size).toBe(2);
    now += 60_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
