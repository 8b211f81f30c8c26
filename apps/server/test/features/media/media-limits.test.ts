import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type MediaLimits } from '../../../src/config.js';
import { mediaChunks, mediaFiles } from '../../../src/db/schema/index.js';
import { MEDIA_CHUNK_BYTES } from '../../../src/features/media/database-storage.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { wavFile } from '../../support/media-files.js';
import { asAdmin } from '../../support/factories.js';

/**
 * Media cannot stall the API (docs/security.md, "Media"): downloads read an on-disk copy instead
 * of holding the database, stream a bounded number at a time with a queue, are limited per
 * address, and a reader that stops reading is disconnected; an upload runs as long as bytes flow
 * (not cut by the request timeout), a stalled one answers 408 and leaves nothing, and a client's
 * abort is logged at info.
 */

const DEFAULT_MEDIA = loadConfig({}).media;
const MB = 1024 * 1024;

interface Server {
  t: TestApp;
  base: string;
  admin: string;
  logs: Record<string, unknown>[];
}

async function serve(media: Partial<MediaLimits>, requestMs = 30_000): Promise<Server> {
  const logs: Record<string, unknown>[] = [];
  const t = await buildTestApp(
    { media: { ...DEFAULT_MEDIA, ...media }, timeouts: { ...loadConfig({}).timeouts, requestMs, sessionCacheMs: 0, unreadCacheMs: 0 } },
    { logStream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, base: `http://127.0.0.1:${port}`, admin: (await asAdmin(t.app, t.db)).token, logs };
}

async function uploaded(server: Server, bytes: number): Promise<string> {
  const response = await call(server.t.app, 'POST', '/api/admin/content/media', {
    token: server.admin,
    body: wavFile(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().media.url as string;
}

/** A GET whose body is read only when asked: `started` resolves with the status once headers arrive. */
function download(url: string, headers: Record<string, string> = {}) {
  let request!: http.ClientRequest;
  let response: http.IncomingMessage | undefined;
  const started = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(url, { headers }, (res) => {
      response = res;
      res.pause();
      resolve(res);
    });
    request.on('error', reject);
  });
  const closed = new Promise<void>((resolve) => {
    void started.then((res) => res.once('close', () => resolve())).catch(() => resolve());
  });
  return {
    started,
    closed,
    async body(): Promise<Buffer> {
      const res = await started;
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.resume();
      await new Promise<void>((resolve, reject) => {
        res.once('end', () => resolve());
        res.once('error', reject);
      });
      return Buffer.concat(parts);
    },
    abort: () => {
      request.destroy();
      response?.destroy();
    },
  };
}

describe('downloads read a copy on disk, not the database', () => {
  let server: Server;
  beforeAll(async () => {
    server = await serve({});
  });
  afterAll(async () => server.t.close());

  it('copies a file out of the database once; later downloads and ranges never read its chunks', async () => {
    const url = await uploaded(server, 3 * MB);
    const name = url.split('/').pop()!;
    const first = await download(`${server.base}${url}`).body();
    expect(first.equals(wavFile(3 * MB))).toBe(true);
    // The chunks gone from the database: only a copy can still serve the bytes.
    await server.t.db.delete(mediaChunks).where(eq(mediaChunks.name, name));
    expect((await download(`${server.base}${url}`).body()).equals(wavFile(3 * MB))).toBe(true);
    const part = download(`${server.base}${url}`, { range: 'bytes=1000-1999' });
    expect((await part.started).statusCode).toBe(206);
    expect((await part.body()).equals(wavFile(3 * MB).subarray(1000, 2000))).toBe(true);
    // A file the database no longer has is not served from the copy.
    await server.t.db.delete(mediaFiles).where(eq(mediaFiles.name, name));
    expect((await download(`${server.base}${url}`).started).statusCode).toBe(404);
  });
});

describe('bounded downloads', () => {
  let server: Server;
  let url: string;
  // Paced at 1 MiB/s, a download of 4 MB holds its slot for 4 s whether its client reads or not:
  // time enough for the queue and the refusal below. (Unpaced, only a file larger than the loopback
  // socket's buffers would hold it, and storing 32 MB through PGlite took 55 s on a 2-core host.)
  beforeAll(async () => {
    server = await serve({ concurrentReads: 1, readQueue: 1, readsPerAddress: 10, idleTimeoutMs: 60_000, streamBytesPerSecond: MB });
    url = `${server.base}${await uploaded(server, 4 * MB)}`;
    await download(url).body();
  }, 60_000);
  afterAll(async () => server.t.close());

  it('streams one at a time here, queues the next, and answers 503 in Turkish beyond the queue', async () => {
    const first = download(url);
    expect((await first.started).statusCode).toBe(200);
    const second = download(url);
    let secondStarted = false;
    void second.started.then(() => {
      secondStarted = true;
    });
    // Nothing to await for a start that must not happen: the second is given a moment to start
    // wrongly while the first holds the only slot.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondStarted, 'the second waits for the first').toBe(false);
    const third = await fetch(url);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(((await third.json()) as { message: string }).message).toBe('Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.');
    // The API itself still answers while both downloads hold the media slot and its queue.
    expect((await fetch(`${server.base}/api/health`)).status).toBeLessThan(500);
    expect(secondStarted, 'the second still waits').toBe(false);
    expect((await first.body()).length).toBe(4 * MB + 44);
    expect((await second.started).statusCode).toBe(200);
    expect((await second.body()).length).toBe(4 * MB + 44);
  }, 30_000);
});

describe('limits per address', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = await serve({ readsPerAddress: 1, requestsPerMinute: 4, idleTimeoutMs: 60_000 });
    url = `${server.base}${await uploaded(server, 4 * MB)}`;
  });
  afterAll(async () => server.t.close());

  it('lets one address have one download under way and four requests a minute, each refusal a Turkish 429', async () => {
    const first = download(url);
    expect((await first.started).statusCode).toBe(200);
    const busy = await fetch(url);
    expect(busy.status).toBe(429);
    expect(((await busy.json()) as { message: string }).message).toBe('Aynı anda çok fazla medya dosyası indiriliyor. Lütfen biraz sonra tekrar deneyin.');
    await first.body();
    expect((await fetch(url, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    expect((await fetch(url, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    const over = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { message: string }).message).toMatch(/^Çok fazla medya isteği gönderildi\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
  });
});

/**
 * The stalled reader's file must outgrow what the loopback connection holds in flight, or the server
 * finishes writing and never sees the reader stop: 3.8 MB on this project's 2-core hosts (send
 * buffer up to `tcp_wmem`'s 4 MiB, a receive buffer that grows only while read). Four times that.
 */
const STALLED_FILE_CHUNKS = (16 * MB) / MEDIA_CHUNK_BYTES;

/**
 * A finished file put straight into the media tables, as an upload leaves it: uploading 16 MB
 * (paced, chunk by chunk) took 14 s through PGlite on a slow host, and uploads are tested above.
 */
async function storedFile(server: Server, chunks: number): Promise<string> {
  const name = `${randomUUID()}.wav`;
  await server.t.db.insert(mediaFiles).values({ name, size: chunks * MEDIA_CHUNK_BYTES, completedAt: new Date() });
  await server.t.db.execute(
    sql`insert into media_chunks (name, seq, data)
        select ${name}, seq, decode(repeat('52', ${MEDIA_CHUNK_BYTES}), 'hex') from generate_series(0, ${chunks - 1}) as seq`,
  );
  return `/api/media/${name}`;
}

describe('a reader that stops reading', () => {
  let server: Server;
  beforeAll(async () => {
    // Unpaced: the stalled socket's buffers fill in a moment instead of at the 4 MiB/s a phone is
    // served at, which on a host with large socket buffers outlasted the test.
    server = await serve({ concurrentReads: 1, readQueue: 0, idleTimeoutMs: 400, streamBytesPerSecond: 1024 * 1024 * 1024 });
  });
  afterAll(async () => server.t.close());

  it('is disconnected after the idle timeout, and its slot is free again', async () => {
    const url = `${server.base}${await storedFile(server, STALLED_FILE_CHUNKS)}`;
    await download(url).body();
    // A client that asks and then reads nothing: the socket's buffers fill and stay full.
    const stalled = net.connect(Number(new URL(url).port), '127.0.0.1');
    stalled.on('error', () => undefined);
    stalled.write(`GET ${new URL(url).pathname} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    // Its answer has begun, so the one slot is its own: a range request sent alongside could have
    // taken the slot first and had it answered 503 instead (one at a time here, no queue).
    const head = await new Promise<string>((resolve) =>
      stalled.once('data', (chunk: Buffer) => {
        stalled.pause();
        resolve(chunk.toString('latin1', 0, 12));
      }),
    );
    expect(head).toBe('HTTP/1.1 200');
    const rangeStatus = async () => (await fetch(url, { headers: { range: 'bytes=0-9' } })).status;
    // While it holds the slot, others are turned away…
    await expect.poll(rangeStatus, { timeout: 5_000 }).toBe(503);
    // …until the idle timeout ends it.
    await expect.poll(rangeStatus, { timeout: 8_000, interval: 100 }).toBe(206);
    expect(server.logs.some((line) => line.msg === 'media reader stopped reading: disconnected' && line.level === 30)).toBe(true);
    stalled.destroy();
  }, 120_000);
});

/**
 * Sends `body` in pieces of `piece` bytes every `everyMs`; stops after `stopAfter` bytes when given,
 * or aborts. The answer comes with the number of pieces sent before it: an interval never fires
 * early, so n pieces took at least (n − 1) × everyMs.
 */
function slowUpload(base: string, token: string, body: Buffer, options: { piece: number; everyMs: number; stopAfter?: number; abortAfter?: number }) {
  return new Promise<{ status: number; json: Record<string, unknown> | null; pieces: number }>((resolve, reject) => {
    let pieces = 0;
    const request = http.request(
      `${base}/api/admin/content/media`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-length': body.length } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString('utf8') || 'null'), pieces }));
      },
    );
    request.on('error', (error) => (options.abortAfter !== undefined ? resolve({ status: 0, json: null, pieces }) : reject(error)));
    let sent = 0;
    const timer = setInterval(() => {
      if (options.abortAfter !== undefined && sent >= options.abortAfter) {
        clearInterval(timer);
        request.destroy();
        return;
      }
      if (options.stopAfter !== undefined && sent >= options.stopAfter) return;
      const next = body.subarray(sent, sent + options.piece);
      sent += next.length;
      pieces += 1;
      request.write(next);
      if (sent >= body.length) {
        clearInterval(timer);
        request.end();
      }
    }, options.everyMs);
  });
}

describe('uploads', () => {
  let server: Server;
  beforeAll(async () => {
    // The request timeout far below the upload's duration; the idle timeout above a piece's gap.
    server = await serve({ uploadIdleMs: 1_000 }, 500);
  });
  afterAll(async () => server.t.close());

  it('take as long as bytes keep coming: 4 MB at 1 MB/s passes a 0.5 s request timeout and answers with the URL', async () => {
    const file = wavFile(4 * MB);
    const answer = await slowUpload(server.base, server.admin, file, { piece: 64 * 1024, everyMs: 62 });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    // Every piece went out before the answer: at least 64 × 62 ms, far past the request timeout.
    expect(answer.pieces).toBe(Math.ceil(file.length / (64 * 1024)));
    const url = (answer.json?.media as { url: string }).url;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]+\.wav$/);
    expect((await download(`${server.base}${url}`).body()).equals(file)).toBe(true);
  }, 30_000);

  it('answers 408 in Turkish when no bytes come for the idle timeout, and keeps nothing of it', async () => {
    const before = await server.t.db.$count(mediaFiles);
    const chunksBefore = await server.t.db.$count(mediaChunks);
    const answer = await slowUpload(server.base, server.admin, wavFile(2 * MB), { piece: 64 * 1024, everyMs: 20, stopAfter: 600 * 1024 });
    expect(answer.status).toBe(408);
    expect(answer.json).toMatchObject({ success: false, code: 'REQUEST_TIMEOUT', message: 'Yükleme durdu: 1 saniyedir veri gelmedi. Lütfen dosyayı yeniden yükleyin.' });
    expect(await server.t.db.$count(mediaFiles)).toBe(before);
    expect(await server.t.db.$count(mediaChunks)).toBe(chunksBefore);
  }, 30_000);

  it('logs a client’s abort at info, not as an error, and keeps nothing of it', async () => {
    const before = await server.t.db.$count(mediaFiles);
    const errorsBefore = server.logs.filter((line) => Number(line.level) >= 50).length;
    await slowUpload(server.base, server.admin, wavFile(2 * MB), { piece: 64 * 1024, everyMs: 20, abortAfter: 600 * 1024 });
    await expect.poll(() => server.logs.some((line) => line.msg === 'media upload aborted by the client'), { timeout: 5_000 }).toBe(true);
    const aborted = server.logs.find((line) => line.msg === 'media upload aborted by the client');
    expect(aborted?.level).toBe(30);
    expect(server.logs.filter((line) => Number(line.level) >= 50).length).toBe(errorsBefore);
    expect(await server.t.db.$count(mediaFiles)).toBe(before);
  }, 30_000);
});
