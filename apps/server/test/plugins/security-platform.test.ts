import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPglite, type DatabaseHandle } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin } from '../support/factories.js';

/**
 * docs/security.md, "Headers" and "Timeouts and probes": Cache-Control on every API answer, no public source maps, liveness and
 * readiness probes, a request timeout answering 503, and the PostgreSQL pool's timeouts.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
});
afterAll(async () => t.close());

const withIds = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());
const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';
const UNAVAILABLE = 'Sunucu şu anda yanıt veremiyor. Lütfen biraz sonra tekrar deneyin.';

describe('Cache-Control', () => {
  it('is no-store on every API route, signed in or not, answer or error', async () => {
    const routes = t.app.routeAccess.filter((r) => r.url !== '/api/realtime' && r.url !== '/api/auth/logout');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const token of [undefined, admin]) {
        const response = await call(t.app, route.method as 'GET', withIds(route.url), {
          ...(token ? { token } : {}),
          ...(hasBody(route.method) ? { body: {} } : {}),
        });
        expect(response.headers['cache-control'], `${route.method} ${route.url} → ${response.statusCode}`).toBe('no-store');
      }
    }
  });

  it('is no-store on an unknown API path and on a malformed body', async () => {
    expect((await call(t.app, 'GET', '/api/nothing-here')).headers['cache-control']).toBe('no-store');
    const malformed = await call(t.app, 'POST', '/api/auth/login', {
      body: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['cache-control']).toBe('no-store');
  });
});

describe('the built web app', () => {
  let webRoot: string;
  let web: TestApp;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'uyku-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Uyku</title>');
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1);');
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    web = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await web.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the bundle and the app shell but not the source map kept beside it', async () => {
    expect((await call(web.app, 'GET', '/assets/index-abc123.js')).statusCode).toBe(200);
    expect((await call(web.app, 'GET', '/dashboard')).statusCode).toBe(200);
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?v=1', '/assets/missing.js.map']) {
      const response = await call(web.app, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });
});

describe('health and readiness probes', () => {
  it('GET /api/health answers without a token', async () => {
    const response = await call(t.app, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok' });
  });

  it('GET /api/ready answers 200 when the database answers and every migration is applied', async () => {
    const response = await call(t.app, 'GET', '/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ready' });
  });

  it('GET /api/ready answers 503 while a migration of this build is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.db.execute(sql`create temporary table held_migration as select * from drizzle.__drizzle_migrations where created_at = ${newest}`);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    const response = await call(t.app, 'GET', '/api/ready');
    await t.db.execute(sql`insert into drizzle.__drizzle_migrations select * from held_migration`);
    await t.db.execute(sql`drop table held_migration`);

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Veritabanı güncellemesi henüz tamamlanmadı. Lütfen biraz sonra tekrar deneyin.',
      error: 'Veritabanı güncellemesi henüz tamamlanmadı. Lütfen biraz sonra tekrar deneyin.',
    });
    expect((await call(t.app, 'GET', '/api/ready')).statusCode).toBe(200);
  });
});

describe('a stalled route and an unreachable database', () => {
  // One extra app with a short request timeout and a route that stalls like a handler waiting on a
  // database that never answers; its database is closed for the last test.
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let release: () => void = () => undefined;
  beforeAll(async () => {
    handle = await openPglite(undefined);
    await migrateDatabase(handle);
    const base = loadConfig({ LOG_LEVEL: 'silent', REQUEST_TIMEOUT_MS: '200' });
    app = await buildApp({ config: { ...base, webRoot: undefined }, database: handle, logger: false });
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/test-stall', { config: { access: 'public' } }, async () => {
      await stalled;
      return { late: true };
    });
    // A streamed answer (an export) that keeps writing past the timeout.
    app.get('/api/test-slow-stream', { config: { access: 'public' } }, async (_request, reply) => {
      async function* parts() {
        yield 'ilk,';
        await new Promise((resolve) => setTimeout(resolve, 500));
        yield 'son';
      }
      return reply.type('text/csv; charset=utf-8').send(Readable.from(parts()));
    });
    await app.ready();
  });
  afterAll(async () => {
    release();
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
  });

  it('answers 503 with the Turkish envelope when a route does not answer in time', async () => {
    const response = await call(app, 'GET', '/api/test-stall');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE, error: UNAVAILABLE });
  });

  it('lets an answer already streaming run past the timeout to its end', async () => {
    const response = await call(app, 'GET', '/api/test-slow-stream');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ilk,son');
  });

  it('GET /api/ready answers 503 when the database cannot be reached; /api/health still 200', async () => {
    expect((await call(app, 'GET', '/api/ready')).statusCode).toBe(200);
    await handle.close();
    const ready = await call(app, 'GET', '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Veritabanına ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
      error: 'Veritabanına ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    });
    expect((await call(app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('reads every timeout and the argon2 limits, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.timeouts).toEqual({
      dbConnectMs: 5_000,
      dbStatementMs: 15_000,
      dbQueryMs: 20_000,
      requestMs: 30_000,
      sessionCacheMs: 60_000,
      unreadCacheMs: 60_000,
    });
    expect(defaults.passwordHashing).toEqual({ concurrency: 2, queue: 32 });
    const set = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
      DB_QUERY_TIMEOUT_MS: '3000',
      REQUEST_TIMEOUT_MS: '4000',
      ARGON2_CONCURRENCY: '3',
      ARGON2_QUEUE: '5',
      SESSION_CACHE_MS: '500',
      UNREAD_CACHE_MS: '700',
    });
    expect(set.timeouts).toEqual({
      dbConnectMs: 1000,
      dbStatementMs: 2000,
      dbQueryMs: 3000,
      requestMs: 4000,
      sessionCacheMs: 500,
      unreadCacheMs: 700,
    });
    expect(set.passwordHashing).toEqual({ concurrency: 3, queue: 5 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool timeouts', () => {
  it('sets the statement timeout on pooled connections', async () => {
    const pg = await buildTestApp();
    try {
      const result = (await pg.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
      expect(result.rows[0]?.statement_timeout).toBe('15s');
    } finally {
      await pg.close();
    }
  });

  it('answers 503 when a statement is cancelled by statement_timeout', async () => {
    const { openPostgres } = await import('../../src/db/client.js');
    const { createScratchDatabase } = await import('../support/scratch-database.js');
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'uyku_timeout');
    const handle = await openPostgres(scratch.url, { connectMs: 2_000, statementMs: 100, queryMs: 5_000 });
    await migrateDatabase(handle);
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webRoot: undefined };
    const app = await buildApp({ config, database: handle, logger: false });
    app.get('/api/test-slow-statement', { config: { access: 'public' } }, async () => {
      await handle.db.execute(sql`select pg_sleep(2)`);
      return { late: true };
    });
    // A streamed answer (an export) that keeps writing past the timeout.
    app.get('/api/test-slow-stream', { config: { access: 'public' } }, async (_request, reply) => {
      async function* parts() {
        yield 'ilk,';
        await new Promise((resolve) => setTimeout(resolve, 500));
        yield 'son';
      }
      return reply.type('text/csv; charset=utf-8').send(Readable.from(parts()));
    });
    await app.ready();
    try {
      const response = await call(app, 'GET', '/api/test-slow-statement');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE, error: UNAVAILABLE });
    } finally {
      await app.close();
      await handle.close();
      await scratch.drop();
    }
  });
});
