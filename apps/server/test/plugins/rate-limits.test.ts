import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig, type RateLimits } from '../../src/config.js';
import { BUILT_IN_BINAURAL, BUILT_IN_RELAXATION } from '@uyku/domain';
import { forms, passwordResetRequests, rateLimitCounters, relaxationContent, users } from '../../src/db/schema/index.js';
import { addressSubject } from '../../src/lib/client-address.js';
import { buildTestApp, buildTestCluster, call, type TestApp } from '../support/helpers.js';
import { createResetRequest } from '../support/factories-admin.js';
import { asAdmin, asExperiment, createUser, DEFAULT_PASSWORD, loginAs, uniquePhone } from '../support/factories.js';
import { sleepBody } from '../support/factories-sleep.js';

/**
 * The sign-in, registration and reset limits (docs/security.md, "Sign-in limits and proxies"): counted in the database
 * per phone and per address, shared by every instance, with the client's address taken from
 * X-Forwarded-For only as far as TRUST_PROXY allows.
 */

const RATE_LIMITED = /^Çok fazla deneme yapıldı\. Lütfen \d+ (dakika|saat) sonra tekrar deneyin\.$/;
const WRONG = 'Yanlis123!';

function send(
  app: FastifyInstance,
  url: string,
  body: unknown,
  from: { address?: string; forwardedFor?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: from.address ?? '192.0.2.10',
    headers: {
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      ...(from.token ? { authorization: `Bearer ${from.token}` } : {}),
    },
    payload: body as Record<string, unknown>,
  });
}

const login = (app: FastifyInstance, phone: string, password: string, from?: Parameters<typeof send>[3]) =>
  send(app, '/api/auth/login', { phone, password, acceptTerms: true, acceptPrivacy: true }, from);
const register = (app: FastifyInstance, phone: string, from?: Parameters<typeof send>[3]) =>
  send(
    app,
    '/api/auth/register',
    { name: 'Lab Katılımcı', phone, password: DEFAULT_PASSWORD, acceptTerms: true, acceptPrivacy: true },
    from,
  );
const requestReset = (app: FastifyInstance, phone: string, from?: Parameters<typeof send>[3]) =>
  send(app, '/api/auth/request-password-reset', { phone }, from);

function expectRateLimited(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(response.json().message).toMatch(RATE_LIMITED);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

/** An app with the shipped defaults, as `loadConfig` reads them from an empty environment. */
const withLimits = (env: Record<string, string> = {}, extra: Parameters<typeof buildTestApp>[0] = {}) =>
  buildTestApp({ rateLimits: loadConfig(env).rateLimits, trustProxy: loadConfig(env).trustProxy, ...extra });

/** Lets a lock run out, as the clock would. */
async function expireLocks(t: TestApp): Promise<void> {
  await t.db
    .update(rateLimitCounters)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(sql`${rateLimitCounters.blockedUntil} is not null`);
}

describe('configuration of the limits', () => {
  it('reads every limit from the environment, with documented defaults', () => {
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    const custom = loadConfig({
      RATE_LIMIT_WINDOW_MINUTES: '30',
      LOGIN_FAILURES_PER_PHONE: '5',
      LOGIN_FAILURES_PER_ADDRESS: '12',
      LOGIN_LOCK_MINUTES: '2',
      LOGIN_LOCK_MAX_MINUTES: '60',
      REGISTRATIONS_PER_ADDRESS: '40',
      PASSWORD_RESET_REQUESTS_PER_ADDRESS: '7',
      PARTICIPANT_WRITES_PER_MINUTE: '300',
    }).rateLimits;
    expect(custom).toEqual<RateLimits>({
      windowMs: 30 * 60_000,
      loginPerPhone: 5,
      loginPerAddress: 12,
      loginLockMs: 2 * 60_000,
      loginLockMaxMs: 60 * 60_000,
      registerPerAddress: 40,
      resetPerAddress: 7,
      writesPerMinute: 300,
    });
    expect(DEFAULT_RATE_LIMITS.writesPerMinute).toBe(120);
    expect(() => loadConfig({ PARTICIPANT_WRITES_PER_MINUTE: '0' })).toThrow(/PARTICIPANT_WRITES_PER_MINUTE/);
    expect(() => loadConfig({ LOGIN_FAILURES_PER_ADDRESS: '0' })).toThrow(/LOGIN_FAILURES_PER_ADDRESS/);
    expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS: 'çok' })).toThrow(/REGISTRATIONS_PER_ADDRESS/);
  });

  it('lists every limit in .env.example and the README, with the defaults', () => {
    const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    // The unit file owns these (deploy/uyku@.service): a copied .env must not set them, only document them.
    for (const owned of ['TRUST_PROXY', 'HOST', 'PORT']) {
      expect(Object.keys(env), owned).not.toContain(owned);
      expect(example, owned).toMatch(new RegExp(`^# ${owned}=`, 'm'));
    }
    expect(readme).toContain('`TRUST_PROXY`');
    const variables = [
      'RATE_LIMIT_WINDOW_MINUTES',
      'LOGIN_FAILURES_PER_PHONE',
      'LOGIN_FAILURES_PER_ADDRESS',
      'LOGIN_LOCK_MINUTES',
      'LOGIN_LOCK_MAX_MINUTES',
      'REGISTRATIONS_PER_ADDRESS',
      'PASSWORD_RESET_REQUESTS_PER_ADDRESS',
      'PARTICIPANT_WRITES_PER_MINUTE',
    ];
    for (const variable of variables) {
      expect(Object.keys(env), variable).toContain(variable);
      expect(readme, variable).toContain(`\`${variable}\``);
    }
    expect(loadConfig(env).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('takes TRUST_PROXY as false, a hop count or a list of proxies, and refuses `true`', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust every X-Forwarded-For hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must be/);
  });

  it('counts an IPv6 client by its /64 network and an IPv4-mapped one by its IPv4 address', () => {
    expect(addressSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressSubject('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('sign-in limits with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits();
  });
  afterAll(async () => t.close());

  it('stops password spraying: one wrong password on each of 40 phones from one address meets 429 well before 40', async () => {
    const limit = t.config.rateLimits.loginPerAddress;
    expect(limit).toBeLessThan(40);
    const real = await createUser(t.db);
    const statuses: number[] = [];
    let firstRefusal: LightMyRequestResponse | undefined;
    for (let i = 0; i < 40; i++) {
      const phone = i % 5 === 0 ? (await createUser(t.db)).phone : uniquePhone();
      const response = await login(t.app, phone, WRONG, { address: '198.51.100.20' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) firstRefusal ??= response;
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(40 - limit).fill(429));
    expectRateLimited(firstRefusal!);

    // The right password from that address is refused too: the sprayer learns nothing.
    expectRateLimited(await login(t.app, real.phone, real.password, { address: '198.51.100.20' }));
    // Another address is not affected.
    expect((await login(t.app, real.phone, real.password, { address: '198.51.100.21' })).statusCode).toBe(200);
  });

  it('lets a lab behind one address sign in many participants: only failures count per address', async () => {
    const people = await Promise.all(Array.from({ length: t.config.rateLimits.loginPerAddress + 5 }, () => createUser(t.db)));
    for (const person of people) {
      expect((await login(t.app, person.phone, person.password, { address: '203.0.113.50' })).statusCode).toBe(200);
    }
  });

  it('locks one phone after its failures from any address, with a Turkish 429 and Retry-After', async () => {
    const user = await createUser(t.db);
    const limit = t.config.rateLimits.loginPerPhone;
    for (let i = 0; i < limit; i++) {
      expect((await login(t.app, user.phone, WRONG, { address: `198.18.0.${i + 1}` })).statusCode).toBe(401);
    }
    const retryAfter = expectRateLimited(await login(t.app, user.phone, user.password, { address: '198.18.1.1' }));
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimits.loginLockMs / 1000);
    // The same number typed with spaces is the same phone.
    expectRateLimited(await login(t.app, user.phone.replace(/(\d{4})/, '$1 '), WRONG, { address: '198.18.1.2' }));
    // Other phones are not affected.
    const other = await createUser(t.db);
    expect((await login(t.app, other.phone, other.password, { address: '198.18.1.3' })).statusCode).toBe(200);

    // An admin approving a reset for the phone lifts the lock: the participant gets in with the new password.
    const admin = await asAdmin(t.app, t.db);
    const requestId = await createResetRequest(t.db, user.id);
    const approved = await send(
      t.app,
      '/api/admin/password-reset/approve',
      { requestId, newPassword: 'Gecici1' },
      { address: '198.18.1.4', token: admin.token },
    );
    expect(approved.statusCode).toBe(200);
    expect((await login(t.app, user.phone, 'Gecici1', { address: '198.18.1.5' })).statusCode).toBe(200);
  });

  it('forgets a phone’s failures after a successful sign-in', async () => {
    const user = await createUser(t.db);
    const limit = t.config.rateLimits.loginPerPhone;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < limit - 1; i++) {
        expect((await login(t.app, user.phone, WRONG, { address: `198.18.2.${round * 20 + i + 1}` })).statusCode).toBe(401);
      }
      expect((await login(t.app, user.phone, user.password, { address: '198.18.3.1' })).statusCode).toBe(200);
    }
  });

  it('keeps no phone number or address in the clear in the counters', async () => {
    const user = await createUser(t.db);
    await login(t.app, user.phone, WRONG, { address: '198.51.100.77' });
    const keys = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(user.phone);
    expect(keys.join(' ')).not.toContain('198.51.100.77');
  });
});

describe('growing locks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ LOGIN_FAILURES_PER_PHONE: '3', LOGIN_LOCK_MINUTES: '2', LOGIN_LOCK_MAX_MINUTES: '6' });
  });
  afterAll(async () => t.close());

  it('doubles each further lock of a phone, up to the maximum', async () => {
    const user = await createUser(t.db);
    const retryAfters: number[] = [];
    for (let lock = 0; lock < 4; lock++) {
      for (let i = 0; i < 3; i++) expect((await login(t.app, user.phone, WRONG)).statusCode).toBe(401);
      retryAfters.push(expectRateLimited(await login(t.app, user.phone, WRONG)));
      // Refused while locked, even with the right password.
      expectRateLimited(await login(t.app, user.phone, user.password));
      await expireLocks(t);
    }
    const [first, second, third, fourth] = retryAfters as [number, number, number, number];
    expect(first).toBeGreaterThan(60);
    expect(first).toBeLessThanOrEqual(120);
    expect(second).toBeGreaterThan(180);
    expect(second).toBeLessThanOrEqual(240);
    expect(third).toBeGreaterThan(300);
    expect(third).toBeLessThanOrEqual(360);
    expect(fourth).toBeGreaterThan(300);
    expect(fourth).toBeLessThanOrEqual(360);
    // After the last lock ran out, the right password gets in again.
    expect((await login(t.app, user.phone, user.password)).statusCode).toBe(200);
  });
});

describe('counting under load and over time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ LOGIN_FAILURES_PER_PHONE: '3' });
  });
  afterAll(async () => t.close());

  it('counts parallel guesses at one phone before checking them: no more than the limit get an answer', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(t.app, user.phone, WRONG)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('sweeps counters quiet for a day, but not a running lock', async () => {
    const old = sql`now() - interval '25 hours'`;
    await t.db.insert(rateLimitCounters).values([
      { key: 'test:quiet', windowStart: old, count: 2, updatedAt: old },
      { key: 'test:locked', windowStart: old, count: 9, updatedAt: old, blockedUntil: sql`now() + interval '1 hour'` },
      { key: 'test:recent', windowStart: sql`now()`, count: 1, updatedAt: sql`now()` },
    ]);
    await t.app.accountLimits.sweep();
    const left = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(left).not.toContain('test:quiet');
    expect(left).toEqual(expect.arrayContaining(['test:locked', 'test:recent']));
  });
});

describe('password change attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ LOGIN_FAILURES_PER_PHONE: '3' });
  });
  afterAll(async () => t.close());

  it('are limited per account like a phone’s sign-ins: a stolen token cannot guess the password at speed', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const change = (currentPassword: string) =>
      send(t.app, '/api/auth/change-password', { currentPassword, newPassword: 'BaskaSifre2025!' }, { token });
    for (let i = 0; i < 3; i++) expect((await change(WRONG)).statusCode).toBe(400);
    expectRateLimited(await change(WRONG));
    expectRateLimited(await change(user.password));
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());

  /** What the proxy (the socket peer) forwards: whatever the client wrote, then the address it saw. */
  const viaProxy = (clientWrote: string, clientSeen: string) => ({
    address: '10.0.0.2',
    forwardedFor: `${clientWrote}, ${clientSeen}`,
  });
  const rotating = (i: number) => `203.0.113.${(i % 250) + 1}`;

  it('15 guesses at one phone with a rotating X-Forwarded-For meet 429', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await login(t.app, user.phone, WRONG, viaProxy(rotating(i), '198.51.100.99'))).statusCode);
    }
    const limit = t.config.rateLimits.loginPerPhone;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(15 - limit).fill(429));
  });

  it('takes the address the proxy saw, not the one the client wrote, for the per-address limit', async () => {
    const limit = t.config.rateLimits.loginPerAddress;
    for (let i = 0; i < limit; i++) {
      expect((await login(t.app, uniquePhone(), WRONG, viaProxy(rotating(i), '198.51.100.150'))).statusCode).toBe(401);
    }
    expectRateLimited(await login(t.app, uniquePhone(), WRONG, viaProxy('192.0.2.200', '198.51.100.150')));
    // A different client behind the same proxy is its own address.
    const user = await createUser(t.db);
    expect((await login(t.app, user.phone, user.password, viaProxy('198.51.100.150', '198.51.100.151'))).statusCode).toBe(200);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ TRUST_PROXY: '10.0.0.2', LOGIN_FAILURES_PER_ADDRESS: '3' });
  });
  afterAll(async () => t.close());

  it('believes X-Forwarded-For from the listed proxy only; a direct client forging it is counted by its own address', async () => {
    for (let i = 0; i < 3; i++) {
      const forged = { address: '192.0.2.77', forwardedFor: `203.0.113.${i + 1}` };
      expect((await login(t.app, uniquePhone(), WRONG, forged)).statusCode).toBe(401);
    }
    expectRateLimited(await login(t.app, uniquePhone(), WRONG, { address: '192.0.2.77', forwardedFor: '203.0.113.99' }));
    // Through the proxy, the forwarded address is the client's: 192.0.2.77 is locked, 192.0.2.78 is not.
    expectRateLimited(await login(t.app, uniquePhone(), WRONG, { address: '10.0.0.2', forwardedFor: '192.0.2.77' }));
    expect((await login(t.app, uniquePhone(), WRONG, { address: '10.0.0.2', forwardedFor: '192.0.2.78' })).statusCode).toBe(401);
  });
});

describe('several instances on one database', () => {
  it('count together: failures on one instance lock the phone and the address on the other', async () => {
    const cluster = await buildTestCluster(2, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerPhone: 4, loginPerAddress: 6, registerPerAddress: 2 },
    });
    try {
      const [first, second] = cluster.apps as [TestApp, TestApp];
      const user = await createUser(first.db);
      for (const [i, t] of [first, second, first, second].entries()) {
        expect((await login(t.app, user.phone, WRONG, { address: `192.0.2.${i + 1}` })).statusCode).toBe(401);
      }
      expectRateLimited(await login(first.app, user.phone, user.password, { address: '192.0.2.9' }));
      expectRateLimited(await login(second.app, user.phone, user.password, { address: '192.0.2.9' }));

      for (const t of [first, second, first, second, first, second]) {
        expect((await login(t.app, uniquePhone(), WRONG, { address: '198.51.100.40' })).statusCode).toBe(401);
      }
      expectRateLimited(await login(first.app, uniquePhone(), WRONG, { address: '198.51.100.40' }));
      expectRateLimited(await login(second.app, uniquePhone(), WRONG, { address: '198.51.100.40' }));

      expect((await register(first.app, uniquePhone(), { address: '198.51.100.41' })).statusCode).toBe(201);
      expect((await register(second.app, uniquePhone(), { address: '198.51.100.41' })).statusCode).toBe(201);
      expectRateLimited(await register(first.app, uniquePhone(), { address: '198.51.100.41' }));
    } finally {
      await cluster.close();
    }
  });
});

describe('requests from this machine itself (no proxy)', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await withLimits({ REGISTRATIONS_PER_ADDRESS: '3', PASSWORD_RESET_REQUESTS_PER_ADDRESS: '3', LOGIN_FAILURES_PER_ADDRESS: '3' });
    proxied = await withLimits({ TRUST_PROXY: '1', REGISTRATIONS_PER_ADDRESS: '3' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('are not counted per address: scripts and test suites on the server register, reset and sign in freely', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (let i = 0; i < 5; i++) {
        expect((await register(t.app, uniquePhone(), { address })).statusCode).toBe(201);
        expect((await requestReset(t.app, uniquePhone(), { address })).statusCode).toBe(404);
        expect((await login(t.app, uniquePhone(), WRONG, { address })).statusCode).toBe(401);
      }
    }
    // Another machine is still counted.
    for (let i = 0; i < 3; i++) expect((await register(t.app, uniquePhone(), { address: '198.51.100.70' })).statusCode).toBe(201);
    expectRateLimited(await register(t.app, uniquePhone(), { address: '198.51.100.70' }));
  });

  it('still lock a phone after its failures', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < t.config.rateLimits.loginPerPhone; i++) {
      expect((await login(t.app, user.phone, WRONG, { address: '127.0.0.1' })).statusCode).toBe(401);
    }
    expectRateLimited(await login(t.app, user.phone, user.password, { address: '127.0.0.1' }));
  });

  it('behind a proxy on this machine, count the forwarded client, loopback or not', async () => {
    const viaLocalProxy = { address: '127.0.0.1', forwardedFor: '127.0.0.2' };
    for (let i = 0; i < 3; i++) expect((await register(proxied.app, uniquePhone(), viaLocalProxy)).statusCode).toBe(201);
    expectRateLimited(await register(proxied.app, uniquePhone(), viaLocalProxy));
  });
});

describe('registration limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ REGISTRATIONS_PER_ADDRESS: '3' });
  });
  afterAll(async () => t.close());

  it('takes the configured number of registrations from one address, then 429 and nothing stored', async () => {
    for (let i = 0; i < 3; i++) expect((await register(t.app, uniquePhone(), { address: '198.51.100.60' })).statusCode).toBe(201);
    const refusedPhone = uniquePhone();
    expectRateLimited(await register(t.app, refusedPhone, { address: '198.51.100.60' }));
    expect(await t.db.select().from(users).where(eq(users.phone, refusedPhone))).toHaveLength(0);
    // Another address registers; an admin adding users is not limited.
    expect((await register(t.app, uniquePhone(), { address: '198.51.100.61' })).statusCode).toBe(201);
    const admin = await asAdmin(t.app, t.db);
    expect((await register(t.app, uniquePhone(), { address: '198.51.100.60', token: admin.token })).statusCode).toBe(201);
  });
});

describe('password reset requests (item 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits({ PASSWORD_RESET_REQUESTS_PER_ADDRESS: '3' });
  });
  afterAll(async () => t.close());

  const pendingOf = (userId: string) =>
    t.db
      .select()
      .from(passwordResetRequests)
      .where(and(eq(passwordResetRequests.userId, userId), eq(passwordResetRequests.status, 'pending')));

  it('limits requests per address, known and unknown phones alike, and keeps the unknown-phone 404 text', async () => {
    const user = await createUser(t.db);
    const unknown = await requestReset(t.app, uniquePhone(), { address: '198.51.100.80' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Telefon numarası sistemde kayıtlı değil');
    expect((await requestReset(t.app, uniquePhone(), { address: '198.51.100.80' })).statusCode).toBe(404);
    expect((await requestReset(t.app, user.phone, { address: '198.51.100.80' })).statusCode).toBe(200);
    // Listing which phones take part stops here.
    expectRateLimited(await requestReset(t.app, uniquePhone(), { address: '198.51.100.80' }));
    expectRateLimited(await requestReset(t.app, user.phone, { address: '198.51.100.80' }));
  });

  it('answers a repeated request for a phone with a pending one the same, creates nothing, and never blocks it', async () => {
    const user = await createUser(t.db);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i++) answers.push(await requestReset(t.app, user.phone, { address: `192.0.2.${100 + i}` }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        message: 'Talebiniz alındı. Admin onayından sonra yeni şifreniz SMS ile gönderilecektir.',
      });
    }
    expect(await pendingOf(user.id)).toHaveLength(1);
  });

  it('keeps one pending request when several arrive at once', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => requestReset(t.app, user.phone, { address: `192.0.2.${150 + i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await pendingOf(user.id)).toHaveLength(1);
  });
});

describe('writes of study data per account (the default 120 a minute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withLimits();
  });
  afterAll(async () => t?.close());

  it('takes 120 writes a minute across the diary, device nights, heart rate, audio usage and forms, and refuses the 121st with a Turkish 429', async () => {
    const writer = await asExperiment(t.app, t.db);
    const other = await asExperiment(t.app, t.db);
    const [form] = await t.db.insert(forms).values({ kind: 'google', title: 'Anket', googleFormUrl: 'https://docs.google.com/forms/d/e/x/viewform' }).returning();
    const content = BUILT_IN_RELAXATION[0]!.id;
    const as = (token: string) => ({ token });
    const writes: ['POST', string, unknown][] = [
      ['POST', '/api/sleep/sessions', sleepBody({ date: '2025-10-08' })],
      [
        'POST',
        '/api/sleep/device-nights',
        {
          nights: [
            {
              date: '2025-10-08',
              vendor: 'fitbit',
              in_bed_start: '2025-10-07T23:00:00+03:00',
              in_bed_end: '2025-10-08T07:10:00+03:00',
              sleep_onset: '2025-10-07T23:20:00+03:00',
              final_wake: '2025-10-08T07:00:00+03:00',
              rem_minutes: 95,
              deep_minutes: 70,
              light_minutes: 260,
              awake_minutes: 35,
              stages_available: true,
            },
          ],
        },
      ],
      ['POST', '/api/heart-rate/sessions', { content_type: 'relaxation', content_id: content, heart_rate_before: 80, heart_rate_after: 70, duration: 120 }],
      ['POST', '/api/forms/responses', { form_type_id: form!.id, responses: { completed: true } }],
      ['POST', '/api/binaural/track-play', { soundId: BUILT_IN_BINAURAL[0]!.id, interactionType: 'play' }],
    ];
    for (const [method, url, body] of writes) {
      const response = await call(t.app, method, url, { ...as(writer.token), body });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    }
    for (let i = writes.length; i < 120; i += 1) {
      const response = await call(t.app, 'POST', '/api/relaxation/track-usage', { ...as(writer.token), body: { contentId: content, interactionType: 'view' } });
      expect(response.statusCode, `write ${i + 1}: ${response.body}`).toBe(200);
    }
    const views = async () => (await t.db.select({ n: relaxationContent.viewCount }).from(relaxationContent).where(eq(relaxationContent.id, content)))[0]?.n;
    const before = await views();
    for (const [method, url, body] of [...writes, ['POST', '/api/relaxation/track-usage', { contentId: content, interactionType: 'view' }] as const]) {
      const refused = await call(t.app, method, url, { ...as(writer.token), body });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^Çok sık kayıt gönderildi\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Nothing of the refused writes was stored, and another account writes on.
    expect(await views()).toBe(before);
    const own = await call(t.app, 'POST', '/api/relaxation/track-usage', { ...as(other.token), body: { contentId: content, interactionType: 'view' } });
    expect(own.statusCode).toBe(200);
    // Reading is not writing.
    expect((await call(t.app, 'GET', '/api/sleep/sessions', as(writer.token))).statusCode).toBe(200);
    // A minute later the account writes again.
    await expireLocks(t);
    await t.db.update(rateLimitCounters).set({ windowStart: sql`now() - interval '61 seconds'` });
    const later = await call(t.app, 'POST', '/api/relaxation/track-usage', { ...as(writer.token), body: { contentId: content, interactionType: 'view' } });
    expect(later.statusCode, later.body).toBe(200);
  }, 120_000);
});
