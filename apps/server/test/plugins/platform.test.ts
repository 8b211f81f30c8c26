import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PHONE, ensureAdmin, generatePassword } from '../../src/bootstrap/ensure-admin.js';
import { loadConfig } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import { verifyPassword } from '../../src/lib/passwords.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { createUser } from '../support/factories.js';
import { firstPasswordProblem } from '@uyku/domain';

describe('the pages prerendered by the web build', () => {
  let t: TestApp;
  let webRoot: string;
  const shell = '<!doctype html><title>Uyku</title><div id="root"></div>';
  const login = '<!doctype html><title>Giriş Yap</title><div id="root" data-prerendered="/login"><main>Giriş Yap</main></div>';
  const dashboard = '<!doctype html><title>Uyku</title><style data-emotion="css abc">.css-abc{}</style><div id="root"></div>';
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'uyku-web-'));
    await writeFile(path.join(webRoot, 'index.html'), shell);
    await writeFile(path.join(webRoot, 'login.html'), login);
    await mkdir(path.join(webRoot, 'starts'));
    await writeFile(path.join(webRoot, 'starts', 'dashboard.html'), dashboard);
    await writeFile(path.join(webRoot, 'starts', 'notes.txt'), 'not a page');
    t = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers the plain /login with that page, never cached without asking again', async () => {
    const response = await call(t.app, 'GET', '/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(login);
  });

  it("answers a signed-in page's plain address with its own HTML (starts/<page>.html)", async () => {
    const response = await call(t.app, 'GET', '/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(dashboard);
  });

  it('answers every other address, and a page with a query, with the shell (index.html)', async () => {
    for (const url of [
      '/',
      '/login?view=forgot',
      '/register',
      '/dashboard?gun=1',
      '/dashboard/extra',
      '/login/extra',
      '/notes',
      '/starts',
    ]) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shell);
    }
  });
});

describe('security headers and the web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'uyku-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Uyku</title><div id="root"></div>');
    await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webRoot, 'sw.js'), "self.addEventListener('fetch', () => {});");
    await writeFile(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Uyku ve Stres Platformu"}');
    t = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('sends API answers a policy that loads nothing, no framing, no sniffing and no cross-site reads', async () => {
    for (const url of ['/api/auth/verify', '/api/health', '/api/nowhere']) {
      const response = await call(t.app, 'GET', url);
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("sends the app's pages helmet's document headers, the same on every page (no HSTS: nginx adds it)", async () => {
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) =>
          /^(content-security-policy|x-|referrer-policy|cross-origin-|origin-agent-cluster|strict-transport-security)/.test(name),
        ),
      );
    const page = security((await call(t.app, 'GET', '/login')).headers);
    expect(page).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'x-dns-prefetch-control': 'off',
    });
    expect(page['content-security-policy']).toContain("default-src 'self'");
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page).not.toHaveProperty('strict-transport-security');
    expect(page).not.toHaveProperty('cross-origin-embedder-policy');
    expect(security((await call(t.app, 'GET', '/some/unknown/path')).headers)).toEqual(page);
  });

  it('answers app routes with index.html so the client router can take over', async () => {
    for (const url of ['/', '/login', '/dashboard', '/admin/forms', '/some/unknown/path']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches fingerprinted assets for good and index.html never', async () => {
    const asset = await call(t.app, 'GET', '/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call(t.app, 'GET', '/login')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the manifest without a long cache, and lets the page use them', async () => {
    // A worker cached for long would keep phones on an old build; the browser must re-check it.
    const worker = await call(t.app, 'GET', '/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await call(t.app, 'GET', '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = (await call(t.app, 'GET', '/login')).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('keeps answering unknown API paths with JSON, not the page', async () => {
    const response = await call(t.app, 'GET', '/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('start-up admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('creates an admin with a random strong password when none exists, once', async () => {
    const first = await ensureAdmin(t.db, { phone: undefined, password: undefined, name: undefined });
    expect(first?.kind).toBe('generated');
    if (first?.kind !== 'generated') return;
    expect(first.phone).toBe(DEFAULT_ADMIN_PHONE);
    expect(firstPasswordProblem(first.password)).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.phone, DEFAULT_ADMIN_PHONE));
    expect(row).toMatchObject({ isAdmin: true, isApproved: true });
    expect(await verifyPassword(row!.passwordHash, first.password)).toBe(true);

    const second = await ensureAdmin(t.db, { phone: undefined, password: undefined, name: undefined });
    expect(second).toEqual({ kind: 'existing', phone: DEFAULT_ADMIN_PHONE });
  });

  it('makes the configured phone an approved admin with the configured password', async () => {
    const user = await createUser(t.db, { isApproved: false });
    const result = await ensureAdmin(t.db, {
      phone: user.phone,
      password: 'YeniSifre1!',
      name: 'Baş Araştırmacı',
      promoteExisting: true,
    });
    expect(result).toEqual({ kind: 'configured', phone: user.phone, created: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isAdmin: true, isApproved: true, name: 'Baş Araştırmacı' });
    expect(await verifyPassword(row!.passwordHash, 'YeniSifre1!')).toBe(true);
  });

  it('generates passwords that meet every registration rule', () => {
    for (let i = 0; i < 50; i++) expect(firstPasswordProblem(generatePassword())).toBeNull();
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, iceServers: [], logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });
  it('parses ICE servers and refuses nonsense with a clear message', () => {
    expect(
      loadConfig({ ICE_SERVERS: '[{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]' }).iceServers,
    ).toHaveLength(1);
    expect(() => loadConfig({ ICE_SERVERS: 'not json' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'nonsense' })).toThrow(/DATABASE_URL/);
  });
});
