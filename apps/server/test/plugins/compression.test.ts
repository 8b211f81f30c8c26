import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/plugins/compression.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, createUser } from '../support/factories.js';
import { insertNight } from '../support/factories-admin-data.js';

/** The built web app precompressed at build time, JSON answers compressed on the fly (docs/benchmarks.md). */

const PRECOMPRESS_SCRIPT = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));

/** Bytes of a response as sent on the wire (inject's `body` would be a UTF-8 string of them). */
const wire = (response: { rawPayload: Buffer }) => response.rawPayload;

describe('the web app is sent precompressed by Accept-Encoding', () => {
  let t: TestApp;
  let webRoot: string;
  // Repetitive text like a real bundle, large enough to be worth compressing.
  const script = Array.from({ length: 200 }, (_, i) => `export const value${i} = "Uyku ve Stres ${i}";`).join('\n');
  const html = `<!doctype html><html lang="tr"><title>Uyku</title><div id="root"></div>${'<!-- dolgu -->'.repeat(80)}</html>`;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'uyku-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), html);
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), script);
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}'.repeat(40));
    await writeFile(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'console.log(1);');
    // The build step itself, as `npm run build -w @uyku/web` runs it.
    execFileSync(process.execPath, [PRECOMPRESS_SCRIPT, webRoot]);
    t = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy of each text file, but none of source maps or tiny files', async () => {
    const assets = (await readdir(path.join(webRoot, 'assets'))).sort();
    expect(assets).toEqual(['index-abc123.js', 'index-abc123.js.br', 'index-abc123.js.gz', 'index-abc123.js.map', 'tiny-abc123.js']);
    expect((await readdir(webRoot)).filter((name) => name.startsWith('index.html'))).toHaveLength(3);
  });

  it('sends brotli when it is accepted, and the bytes decode to the original file', async () => {
    const response = await call(t.app, 'GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(wire(response)).toString('utf8')).toBe(script);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await call(t.app, 'GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(wire(response)).toString('utf8')).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression, and files too small to compress', async () => {
    const plain = await call(t.app, 'GET', '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const identity = await call(t.app, 'GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
    const tiny = await call(t.app, 'GET', '/assets/tiny-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1);');
  });

  it('sends the page compressed on every app route, never cached without asking again', async () => {
    for (const url of ['/', '/login', '/index.html']) {
      const response = await call(t.app, 'GET', url, { headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(wire(response)).toString('utf8'), url).toBe(html);
    }
  });

  it('serves no source map, compressed or not', async () => {
    const map = await call(t.app, 'GET', '/assets/index-abc123.js.map', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    // No compressed copy of a map exists; the address falls through to the page like any unknown path.
    const copy = await call(t.app, 'GET', '/assets/index-abc123.js.map.br', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(copy.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(wire(copy)).toString('utf8')).toBe(html);
  });
});

describe('JSON answers are compressed above the threshold', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await asAdmin(t.app, t.db)).token;
    for (let i = 0; i < 12; i++) {
      const person = await createUser(t.db, { name: `Katılımcı ${i}`, isApproved: true });
      await insertNight(t.db, person.id, `2026-01-${String(10 + i).padStart(2, '0')}`);
    }
  });
  afterAll(async () => t.close());

  it('compresses a large JSON answer with brotli or gzip, and it decodes to the same answer', async () => {
    const plain = await call(t.app, 'GET', '/api/admin/users', { token: admin });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await call(t.app, 'GET', '/api/admin/users', { token: admin, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(wire(br)).toString('utf8'))).toEqual(plain.json());

    const gz = await call(t.app, 'GET', '/api/admin/users', { token: admin, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(wire(gz)).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses the streamed admin list too', async () => {
    const plain = await call(t.app, 'GET', '/api/admin/sleep-data', { token: admin });
    const gz = await call(t.app, 'GET', '/api/admin/sleep-data', { token: admin, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(wire(gz)).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small JSON answers as they are', async () => {
    const small = await call(t.app, 'GET', '/api/auth/verify', { token: admin, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a streamed CSV download, which decodes to the same file', async () => {
    const plain = await call(t.app, 'GET', '/api/admin/sleep-data/csv', { token: admin });
    const csv = await call(t.app, 'GET', '/api/admin/sleep-data/csv', { token: admin, headers: { 'accept-encoding': 'gzip' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(wire(csv)).toString('utf8')).toBe(plain.body);
    expect(plain.body.split('\n').length).toBeGreaterThan(12);
  });

  it('answers a plain request to the realtime socket uncompressed', async () => {
    const response = await call(t.app, 'GET', '/api/realtime', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(426);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
