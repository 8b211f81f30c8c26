import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers.js';
import { asAdmin, asExperiment } from './factories.js';

/** Admin content management: uploads checked by their bytes, served with ranges and caching. */
let t: TestApp;
let admin: string;
let experiment: string;
let dataDir: string;
const LIMIT = 64 * 1024;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uyku-media-'));
  t = await buildTestApp({ dataDir, mediaMaxUploadBytes: LIMIT });
  admin = (await asAdmin(t.app, t.db)).token;
  experiment = (await asExperiment(t.app, t.db)).token;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A small but real WAV file: RIFF header followed by silence. */
function wavFile(bytes: number): Buffer {
  const file = Buffer.alloc(44 + bytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + bytes, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(bytes, 40);
  for (let i = 0; i < bytes; i += 1) file[44 + i] = i % 251;
  return file;
}

const upload = (body: Buffer | string, token = admin, contentType = 'application/octet-stream') =>
  call(t.app, 'POST', '/api/admin/content/media', { token, body, headers: { 'content-type': contentType } });

describe('media upload', () => {
  it('stores an audio file recognised by its bytes and serves it whole and by range', async () => {
    const file = wavFile(4000);
    const response = await upload(file);
    expect(response.statusCode).toBe(201);
    const { media } = response.json();
    expect(media).toMatchObject({ mime: 'audio/wav', size: file.length, type: 'audio' });
    expect(media.url).toMatch(/^\/api\/media\/[0-9a-f-]+\.wav$/);

    const whole = await call(t.app, 'GET', media.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toContain('max-age');
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(file)).toBe(true);

    const part = await call(t.app, 'GET', media.url, { headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);

    const tail = await call(t.app, 'GET', media.url, { headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(file.subarray(file.length - 10))).toBe(true);

    const outside = await call(t.app, 'GET', media.url, { headers: { range: `bytes=${file.length + 5}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.json().message).toBe('İstenen aralık dosyanın içinde değil');

    const cached = await call(t.app, 'GET', media.url, { headers: { 'if-none-match': whole.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it('refuses a file that is not audio or video, whatever it is called, with a Turkish message', async () => {
    const response = await upload(Buffer.from('%PDF-1.7\nthis is a document, not a recording\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/ses veya video dosyası değil/);
    const html = await upload('<script>alert(1)</script>', admin, 'application/octet-stream');
    expect(html.statusCode).toBe(415);
  });

  it('refuses a file over the configured limit with a Turkish message and keeps nothing of it', async () => {
    const before = await readdir(path.join(dataDir, 'media')).catch(() => []);
    const response = await upload(wavFile(LIMIT + 10));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/Dosya çok büyük/);
    const after = await readdir(path.join(dataDir, 'media')).catch(() => []);
    expect(after).toEqual(before);
  });

  it('refuses JSON and other content types with 415, and participants with 403', async () => {
    const json = await call(t.app, 'POST', '/api/admin/content/media', { token: admin, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/application\/octet-stream/);
    const denied = await upload(wavFile(10), experiment);
    expect(denied.statusCode).toBe(403);
  });

  it('answers an unknown file with 404', async () => {
    const response = await call(t.app, 'GET', '/api/media/00000000-0000-4000-8000-000000000000.mp3');
    expect(response.statusCode).toBe(404);
  });
});

describe('content management', () => {
  it('adds, edits and deletes a relaxation item and a binaural sound', async () => {
    const created = await call(t.app, 'POST', '/api/admin/content/relaxation', {
      token: admin,
      body: { category: 'guided_imagery', title: 'Orman Yürüyüşü', description: 'Kısa bir yürüyüş', duration: 300 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().content.id;
    const edited = await call(t.app, 'PUT', `/api/admin/content/relaxation/${id}`, {
      token: admin,
      body: { category: 'guided_imagery', title: 'Orman', description: '', duration: 360, type: 'audio' },
    });
    expect(edited.json().content).toMatchObject({ title: 'Orman', duration: 360 });
    const list = await call(t.app, 'GET', '/api/relaxation/content?category=guided_imagery', { token: experiment });
    expect(list.json().content.map((c: { title: string }) => c.title)).toContain('Orman');
    expect((await call(t.app, 'DELETE', `/api/admin/content/relaxation/${id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/admin/content/relaxation/${id}`, { token: admin })).statusCode).toBe(404);

    const sound = await call(t.app, 'POST', '/api/admin/content/binaural', {
      token: admin,
      body: { name: 'Gece', base_frequency: 180, binaural_frequency: 3, duration: 1200, brainwave_type: 'delta' },
    });
    expect(sound.statusCode).toBe(201);
    const outOfBand = await call(t.app, 'PUT', `/api/admin/content/binaural/${sound.json().sound.id}`, {
      token: admin,
      body: { name: 'Gece', base_frequency: 180, binaural_frequency: 9, duration: 1200, brainwave_type: 'delta' },
    });
    expect(outOfBand.statusCode).toBe(400);
    expect(outOfBand.json().message).toBe('Binaural frekans seçilen beyin dalgası bandının içinde olmalıdır');
  });
});
