import { createHash } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { rateLimitCounters, serverSecrets } from '../../src/db/schema/index.js';
import { LimitKeys } from '../../src/lib/rate-limiter.js';
import { DEVICE_COOKIE } from '../../src/plugins/device-cookie.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, createUser, loginAs, uniquePhone } from '../support/factories.js';

/**
 * The sign-in limits as a deployment meets them (docs/decisions/016-sign-in-limits-as-deployed.md):
 * a proxy in front with TRUST_PROXY unset still gets its clients counted; counter keys are HMACs
 * under the server's secret and an erased account's counters go with it; a burst from one address
 * has no more passwords checked than its limit and leaves room in the hashing queue for others;
 * a stranger's guesses cannot lock the owner's own browser out.
 */
const WRONG = 'Yanlis123!';

interface From {
  address?: string;
  forwardedFor?: string;
  cookie?: string;
  forwardedProto?: string;
}

function login(app: FastifyInstance, phone: string, password: string, from: From = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from.address ?? '192.0.2.10',
    headers: {
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      ...(from.forwardedProto ? { 'x-forwarded-proto': from.forwardedProto } : {}),
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
    payload: { phone, password, acceptTerms: true, acceptPrivacy: true },
  });
}

const withLimits = (env: Record<string, string> = {}, extra: Parameters<typeof buildTestApp>[0] = {}) =>
  buildTestApp({ rateLimits: loadConfig(env).rateLimits, trustProxy: loadConfig(env).trustProxy, ...extra });

/** The `name=value` of the device cookie an answer sets, ready for a Cookie header. */
function deviceCookieOf(answer: LightMyRequestResponse): string {
  const header = [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  if (!header) throw new Error('no device cookie was set');
  return header.split(';')[0]!;
}

async function keysOf(t: TestApp): Promise<LimitKeys> {
  const [row] = await t.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, 'rate-limit-key'));
  if (!row) throw new Error('no rate-limit secret yet');
  return new LimitKeys(Buffer.from(row.value, 'base64url'));
}

async function counterExists(t: TestApp, key: string): Promise<boolean> {
  return (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key))).length > 0;
}

describe('a proxy in front while TRUST_PROXY is unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ LOGIN_FAILURES_PER_ADDRESS: '3', PASSWORD_RESET_REQUESTS_PER_ADDRESS: '3' });
  });
  afterAll(async () => t.close());

  it('counts forwarded requests from loopback under the proxy’s address instead of letting them through', async () => {
    const viaNginx = (client: string): From => ({ address: '127.0.0.1', forwardedFor: client });
    for (let i = 0; i < 3; i++) {
      expect((await login(t.app, uniquePhone(), WRONG, viaNginx(`203.0.113.${i + 1}`))).statusCode).toBe(401);
    }
    expect((await login(t.app, uniquePhone(), WRONG, viaNginx('203.0.113.9'))).statusCode).toBe(429);
    // The operator's own scripts on the machine, with no forwarding header, are still not counted.
    expect((await login(t.app, uniquePhone(), WRONG, { address: '127.0.0.1' })).statusCode).toBe(401);
  });
});

describe('counter keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits();
  });
  afterAll(async () => t.close());

  it('are HMACs under the server secret, not hashes anyone can recompute from a phone number', async () => {
    const user = await createUser(t.db);
    expect((await login(t.app, user.phone, WRONG)).statusCode).toBe(401);
    const unkeyed = `login-phone:${createHash('sha256').update(user.phone).digest('base64url').slice(0, 32)}`;
    expect(await counterExists(t, unkeyed)).toBe(false);
    expect(await counterExists(t, (await keysOf(t)).key('login-phone', user.phone))).toBe(true);
  });

  it('of an account deleted by its owner go with it: the phone’s and the password changes’', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    expect((await login(t.app, user.phone, WRONG)).statusCode).toBe(401);
    const change = await call(t.app, 'POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: WRONG, newPassword: 'BaskaSifre2025!' },
    });
    expect(change.statusCode).toBe(400);
    const keys = await keysOf(t);
    const phoneKey = keys.key('login-phone', user.phone);
    const changeKey = keys.key('password-change', user.id);
    expect(await counterExists(t, phoneKey)).toBe(true);
    expect(await counterExists(t, changeKey)).toBe(true);

    const deleted = await call(t.app, 'DELETE', '/api/user/account', { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await counterExists(t, phoneKey)).toBe(false);
    expect(await counterExists(t, changeKey)).toBe(false);
  });

  it('of an account an admin deletes go with it', async () => {
    const admin = await asAdmin(t.app, t.db);
    const user = await createUser(t.db);
    expect((await login(t.app, user.phone, WRONG)).statusCode).toBe(401);
    const phoneKey = (await keysOf(t)).key('login-phone', user.phone);
    expect(await counterExists(t, phoneKey)).toBe(true);
    const deleted = await call(t.app, 'DELETE', `/api/admin/users/${user.id}`, { token: admin.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await counterExists(t, phoneKey)).toBe(false);
  });
});

describe('a burst of wrong passwords from one address', () => {
  it('has no more passwords checked than the address’s limit, and no one waits out of the queue', async () => {
    const t = await withLimits();
    try {
      const limit = t.config.rateLimits.loginPerAddress;
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => login(t.app, uniquePhone(), WRONG, { address: '198.51.100.66' })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(200 - limit);
      // The address's reservations are all used: nothing more is checked from it.
      expect((await login(t.app, uniquePhone(), WRONG, { address: '198.51.100.66' })).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('leaves a place in a full hashing queue for someone who has not failed', async () => {
    const t = await withLimits({}, { passwordHashing: { ...loadConfig({}).passwordHashing, concurrency: 1, queue: 4 } });
    try {
      const admin = await createUser(t.db, { isAdmin: true });
      const burst = Array.from({ length: 60 }, () => login(t.app, uniquePhone(), WRONG, { address: '198.51.100.67' }));
      const own = login(t.app, admin.phone, admin.password, { address: '203.0.113.200' });
      const statuses = (await Promise.all(burst)).map((answer) => answer.statusCode);
      expect((await own).statusCode).toBe(200);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(t.config.rateLimits.loginPerAddress);
    } finally {
      await t.close();
    }
  });
});

describe('the owner’s browser and strangers’ guesses', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await withLimits();
    proxied = await withLimits({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const lockOut = async (app: FastifyInstance, phone: string) => {
    for (let i = 0; i < 11; i++) await login(app, phone, WRONG, { address: `198.18.7.${i + 1}` });
  };

  it('sets an HttpOnly, SameSite=Strict cookie for the sign-in route only at a successful sign-in', async () => {
    const user = await createUser(t.db);
    expect((await login(t.app, user.phone, WRONG)).headers['set-cookie']).toBeUndefined();
    const answer = await login(t.app, user.phone, user.password);
    expect(answer.statusCode).toBe(200);
    const header = String(answer.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; `));
    expect(header).toContain('Path=/api/auth/login');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    // Plain http on a laptop: no Secure, or the browser would drop it.
    expect(header).not.toContain('Secure');
    // Nothing readable in it: no phone, no account id.
    expect(header).not.toContain(user.phone);
    expect(header).not.toContain(user.id);

    const proxiedUser = await createUser(proxied.db);
    const overHttps = await login(proxied.app, proxiedUser.phone, proxiedUser.password, {
      address: '127.0.0.1',
      forwardedFor: '203.0.113.5',
      forwardedProto: 'https',
    });
    expect(String(overHttps.headers['set-cookie'])).toContain('Secure');
  });

  it('lets the owner sign in from their own browser while strangers have locked the phone', async () => {
    const user = await createUser(t.db);
    const cookie = deviceCookieOf(await login(t.app, user.phone, user.password, { address: '203.0.113.31' }));
    await lockOut(t.app, user.phone);
    // Anyone else, the owner on a new browser included, is refused while the lock lasts.
    expect((await login(t.app, user.phone, user.password, { address: '203.0.113.31' })).statusCode).toBe(429);
    // The browser the owner signed in from gets in.
    expect((await login(t.app, user.phone, user.password, { address: '203.0.113.31', cookie })).statusCode).toBe(200);
  });

  it('still limits guesses sent with a stolen device cookie, on their own counter', async () => {
    const user = await createUser(t.db);
    const cookie = deviceCookieOf(await login(t.app, user.phone, user.password));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(t.app, user.phone, WRONG, { address: `198.18.8.${i + 1}`, cookie })).statusCode);
    const limit = t.config.rateLimits.loginPerPhone;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(12 - limit).fill(429));
  });

  it('ignores a forged cookie and one issued for another phone', async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const othersCookie = deviceCookieOf(await login(t.app, other.phone, other.password));
    await lockOut(t.app, owner.phone);
    const [name, value] = othersCookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, 23)}${'A'.repeat(43)}`;
    for (const cookie of [othersCookie, forged, `${name}=garbage`]) {
      expect((await login(t.app, owner.phone, owner.password, { cookie })).statusCode, cookie).toBe(429);
    }
  });

  it('keeps the per-address limit for the owner’s browser too', async () => {
    const app = await withLimits({ LOGIN_FAILURES_PER_ADDRESS: '3' });
    try {
      const user = await createUser(app.db);
      const cookie = deviceCookieOf(await login(app.app, user.phone, user.password, { address: '198.51.100.90' }));
      for (let i = 0; i < 3; i++) await login(app.app, uniquePhone(), WRONG, { address: '198.51.100.90' });
      expect((await login(app.app, user.phone, user.password, { address: '198.51.100.90', cookie })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('stores no phone, address or cookie in the clear', async () => {
    const rows = await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(like(rateLimitCounters.key, 'login-%'));
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^login-(phone|address|device):[A-Za-z0-9_-]{32}$/);
  });
});
