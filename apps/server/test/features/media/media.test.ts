import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaChunks, mediaFiles } from '../../../src/db/schema/index.js';
import { databaseMediaStorage, MEDIA_CHUNK_BYTES } from '../../../src/features/media/database-storage.js';
import { importMediaDirectory } from '../../../src/features/media/import-files.js';
import { fileMediaStorage } from '../../../src/features/media/storage.js';
import { referencedMediaNames, sweepUnusedMedia } from '../../../src/features/media/sweeper.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { wavFile } from '../../support/media-files.js';
import { asAdmin, asExperiment, asParticipant } from '../../support/factories.js';

/** Admin content management: uploads checked by their bytes, served with ranges and caching. */
let t: TestApp;
let admin: string;
let experiment: string;
let dataDir: string;
/** Above one stored chunk, so uploads here span several. */
const LIMIT = 3 * MEDIA_CHUNK_BYTES;

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

  it('keeps a file of several chunks in the database, not on the disk, and serves ranges across chunk edges byte for byte', async () => {
    const file = wavFile(2 * MEDIA_CHUNK_BYTES + 5000);
    const { media } = (await upload(file)).json();
    expect(media.size).toBe(file.length);
    const name = media.url.split('/').pop();
    expect(await t.db.$count(mediaChunks, eq(mediaChunks.name, name))).toBe(3);
    expect(await readdir(dataDir)).not.toContain('media');

    const edge = MEDIA_CHUNK_BYTES;
    for (const [start, end] of [
      [edge - 10, edge + 9],
      [edge - 1, 2 * edge],
      [0, file.length - 1],
      [2 * edge + 100, file.length - 1],
    ] as const) {
      const part = await call(t.app, 'GET', media.url, { headers: { range: `bytes=${start}-${end}` } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.rawPayload.equals(file.subarray(start, end + 1))).toBe(true);
    }
    expect((await call(t.app, 'GET', media.url)).rawPayload.equals(file)).toBe(true);
  });

  it('refuses a file that is not audio or video, whatever it is called, with a Turkish message', async () => {
    const response = await upload(Buffer.from('%PDF-1.7\nthis is a document, not a recording\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/ses veya video dosyası değil/);
    const html = await upload('<script>alert(1)</script>', admin, 'application/octet-stream');
    expect(html.statusCode).toBe(415);
  });

  it('refuses a file over the configured limit with a Turkish message and keeps nothing of it', async () => {
    const count = async () => [await t.db.$count(mediaFiles), await t.db.$count(mediaChunks)];
    const before = await count();
    const response = await upload(wavFile(LIMIT + 10));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/Dosya çok büyük/);
    expect(await count()).toEqual(before);
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

describe('editing content (PUT /api/admin/content/relaxation/:id and /binaural/:id)', () => {
  const relaxationBody = { category: 'guided_imagery', title: 'Deniz Kıyısı', description: 'Dalgalar', duration: 300 };
  const soundBody = { name: 'Sakin Gece', base_frequency: 190, binaural_frequency: 3, duration: 1800, brainwave_type: 'delta' };

  async function created() {
    const item = (await call(t.app, 'POST', '/api/admin/content/relaxation', { token: admin, body: relaxationBody })).json()
      .content;
    const sound = (await call(t.app, 'POST', '/api/admin/content/binaural', { token: admin, body: soundBody })).json().sound;
    return { item, sound };
  }
  const stored = async () => ({
    items: (await call(t.app, 'GET', '/api/admin/content/relaxation', { token: admin })).json().content,
    sounds: (await call(t.app, 'GET', '/api/admin/content/binaural', { token: admin })).json().sounds,
  });

  it('needs a signed-in admin: 401 without a token, 403 for participants, nothing changed', async () => {
    const { item, sound } = await created();
    const control = (await asParticipant(t.app, t.db)).token;
    const before = await stored();
    for (const [url, body] of [
      [`/api/admin/content/relaxation/${item.id}`, { ...relaxationBody, title: 'Değişti' }],
      [`/api/admin/content/binaural/${sound.id}`, { ...soundBody, name: 'Değişti' }],
    ] as const) {
      const anonymous = await call(t.app, 'PUT', url, { body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toMatch(/oturum|giriş/i);
      for (const token of [experiment, control]) {
        const denied = await call(t.app, 'PUT', url, { token, body });
        expect(denied.statusCode).toBe(403);
        expect(denied.json().message).toBe('Bu işlem yalnızca yöneticiler içindir');
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses bad input with a Turkish 400 and keeps the item as it was', async () => {
    const { item, sound } = await created();
    const before = await stored();
    const cases: [string, object, string][] = [
      [`/api/admin/content/relaxation/${item.id}`, { ...relaxationBody, title: '  ' }, 'Başlık gereklidir'],
      [
        `/api/admin/content/relaxation/${item.id}`,
        { ...relaxationBody, duration: 0 },
        'Süre 0 veya daha büyük bir tam sayı (saniye) olmalıdır',
      ],
      [
        `/api/admin/content/relaxation/${item.id}`,
        { ...relaxationBody, url: 'https://example.com/a.mp3' },
        'Dosya adresi geçersiz',
      ],
      [`/api/admin/content/relaxation/${item.id}`, { ...relaxationBody, category: 'yoga' }, 'Geçersiz kategori'],
      [
        `/api/admin/content/binaural/${sound.id}`,
        { ...soundBody, base_frequency: 5000 },
        'Taşıyıcı frekans 40 ile 1000 Hz arasında olmalıdır',
      ],
      [
        `/api/admin/content/binaural/${sound.id}`,
        { ...soundBody, brainwave_type: 'alpha' },
        'Binaural frekans seçilen beyin dalgası bandının içinde olmalıdır',
      ],
      [`/api/admin/content/binaural/${sound.id}`, { ...soundBody, name: '' }, 'Ses adı gereklidir'],
    ];
    for (const [url, body, message] of cases) {
      const response = await call(t.app, 'PUT', url, { token: admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badId = await call(t.app, 'PUT', '/api/admin/content/binaural/not-an-id', { token: admin, body: soundBody });
    expect(badId.statusCode).toBe(400);
    const unknown = await call(t.app, 'PUT', '/api/admin/content/binaural/00000000-0000-4000-8000-00000000dead', {
      token: admin,
      body: soundBody,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ses bulunamadı');
    expect(await stored()).toEqual(before);
  });

  it('gives a synthesised binaural sound an uploaded recording and takes it away again', async () => {
    const { sound } = await created();
    const { media } = (await upload(wavFile(2000))).json();
    const withFile = await call(t.app, 'PUT', `/api/admin/content/binaural/${sound.id}`, {
      token: admin,
      body: { ...soundBody, name: 'Kayıtlı Gece', url: media.url, binaural_frequency: 2.5 },
    });
    expect(withFile.statusCode).toBe(200);
    expect(withFile.json().sound).toMatchObject({ name: 'Kayıtlı Gece', url: media.url, binaural_frequency: 2.5, play_count: 0 });
    const listed = await call(t.app, 'GET', '/api/binaural/sounds?category=delta', { token: experiment });
    expect(listed.json().sounds.find((s: { id: string }) => s.id === sound.id).url).toBe(media.url);

    const synthesised = await call(t.app, 'PUT', `/api/admin/content/binaural/${sound.id}`, {
      token: admin,
      body: { ...soundBody, url: null },
    });
    expect(synthesised.json().sound.url).toBeNull();
  });
});

describe('unused recordings leave the database (media sweeper)', () => {
  const storage = () => databaseMediaStorage(t.db);
  const nameOf = (url: string) => url.split('/').pop()!;
  const stored = async () => new Set((await storage().list()).map((file) => file.name));
  const sweepAt = async (now: Date) => sweepUnusedMedia(storage(), await referencedMediaNames(t.db), { now });
  const DAY = 24 * 60 * 60 * 1000;

  it('removes a replaced, a deleted and an abandoned upload once past the grace period, and keeps what items play', async () => {
    const uploaded = async (bytes: number): Promise<string> => (await upload(wavFile(bytes))).json().media.url;
    const first = await uploaded(100);
    const second = await uploaded(200);
    const abandoned = await uploaded(300);
    const playing = await uploaded(400);
    const item = (
      await call(t.app, 'POST', '/api/admin/content/relaxation', {
        token: admin,
        body: { category: 'guided_imagery', title: 'Kayıtlı Orman', description: '', duration: 300, url: first },
      })
    ).json().content;
    const sound = (
      await call(t.app, 'POST', '/api/admin/content/binaural', {
        token: admin,
        body: { name: 'Kayıtlı Gece', base_frequency: 180, binaural_frequency: 3, duration: 1200, brainwave_type: 'delta', url: playing },
      })
    ).json().sound;
    expect(sound.url).toBe(playing);
    // The item's recording is replaced by the second upload, then the item is deleted.
    const replaced = await call(t.app, 'PUT', `/api/admin/content/relaxation/${item.id}`, {
      token: admin,
      body: { category: 'guided_imagery', title: 'Kayıtlı Orman', description: '', duration: 300, type: 'audio', url: second },
    });
    expect(replaced.statusCode).toBe(200);

    // Within the grace period nothing goes: an admin may still be filling in the item for an upload.
    expect(await sweepAt(new Date())).toEqual([]);
    for (const url of [first, second, abandoned, playing]) expect((await stored()).has(nameOf(url))).toBe(true);

    // A day later: the replaced and the never attached files go (with the earlier tests' uploads,
    // which no item plays); the second (now the item's) and the sound's stay.
    const removed = await sweepAt(new Date(Date.now() + DAY + 1000));
    expect(removed).toEqual(expect.arrayContaining([nameOf(first), nameOf(abandoned)]));
    expect(removed).not.toContain(nameOf(second));
    expect(removed).not.toContain(nameOf(playing));
    expect((await call(t.app, 'GET', first)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', second)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', playing)).statusCode).toBe(200);

    // Deleting the item frees its recording at the next sweep.
    expect((await call(t.app, 'DELETE', `/api/admin/content/relaxation/${item.id}`, { token: admin })).statusCode).toBe(200);
    expect(await sweepAt(new Date(Date.now() + DAY + 1000))).toEqual([nameOf(second)]);
    expect((await stored()).has(nameOf(playing))).toBe(true);
  });

  it('also removes the half-written file of an interrupted upload, which is never served', async () => {
    await t.db.insert(mediaFiles).values({ name: 'interrupted.wav' });
    expect((await call(t.app, 'GET', '/api/media/interrupted.wav')).statusCode).toBe(404);
    expect(await sweepAt(new Date(Date.now() + DAY + 1000))).toContain('interrupted.wav');
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.name, 'interrupted.wav'))).toEqual([]);
  });
});

describe('database media storage', () => {
  it('streams a file of many chunks in and out, whole and by range, and a failed write leaves nothing', async () => {
    const storage = databaseMediaStorage(t.db);
    const file = randomBytes(10 * MEDIA_CHUNK_BYTES + 123);
    // Pieces of odd sizes, as a network delivers them.
    const pieces = function* () {
      for (let at = 0; at < file.length; at += 77_777) yield file.subarray(at, at + 77_777);
    };
    await storage.save('many-chunks.mp3', Readable.from(pieces()));
    expect(await storage.stat('many-chunks.mp3')).toMatchObject({ size: file.length });
    expect((await buffer(storage.read('many-chunks.mp3'))).equals(file)).toBe(true);
    const start = 3 * MEDIA_CHUNK_BYTES - 5;
    const end = 9 * MEDIA_CHUNK_BYTES + 5;
    expect((await buffer(storage.read('many-chunks.mp3', { start, end }))).equals(file.subarray(start, end + 1))).toBe(true);

    const failing = Readable.from(
      (async function* () {
        yield file.subarray(0, MEDIA_CHUNK_BYTES + 10);
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.save('failed.mp3', failing)).rejects.toThrow('connection lost');
    expect(await storage.stat('failed.mp3')).toBeNull();
    expect((await storage.list()).map((f) => f.name)).not.toContain('failed.mp3');
    await storage.remove('many-chunks.mp3');
    expect(await storage.stat('many-chunks.mp3')).toBeNull();
  });
});

describe('media files an earlier version kept under DATA_DIR/media', () => {
  it('move into the database once: files before, rows after, served the same; a second start does nothing', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'uyku-media-dir-'));
    const log = { info: vi.fn() } as unknown as FastifyBaseLogger;
    try {
      const files = fileMediaStorage(directory);
      const old = wavFile(MEDIA_CHUNK_BYTES + 99);
      const name = '0b9b2c5e-1f0e-4c9f-9a57-3c6f4a1e2d11.wav';
      await files.save(name, Readable.from([old]));
      await files.save('notes.txt.part', Readable.from([Buffer.from('x')]));
      expect(await databaseMediaStorage(t.db).stat(name)).toBeNull();

      const first = await importMediaDirectory(directory, databaseMediaStorage(t.db), log);
      expect(first).toEqual({ imported: 1, present: 0, ignored: 1 });
      expect(log.info).toHaveBeenCalledTimes(1);
      const served = await call(t.app, 'GET', `/api/media/${name}`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(old)).toBe(true);

      const second = await importMediaDirectory(directory, databaseMediaStorage(t.db), log);
      expect(second).toEqual({ imported: 0, present: 1, ignored: 1 });
      expect(log.info).toHaveBeenCalledTimes(1);
      // The directory is left for the operator to remove.
      expect((await readdir(directory)).sort()).toEqual([name, 'notes.txt.part'].sort());
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
