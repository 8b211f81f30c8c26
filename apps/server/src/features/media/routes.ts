import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIO_MSG, mediaParamsSchema, mediaUploadResponseSchema } from '@uyku/domain';
import { AppError, notFound } from '../../errors.js';
import { parseRange } from './range.js';
import { mimeForStoredName, SNIFF_BYTES, sniffMedia } from './sniff.js';
import { databaseMediaStorage } from './database-storage.js';
import { MediaDiskCache } from './disk-cache.js';
import { idleWatched, nextWithin } from './idle.js';
import { ReadGate, RETRY_AFTER_SECONDS } from './read-gate.js';
import type { MediaStorage } from './storage.js';
import { startMediaSweeper } from './sweeper.js';
import { addressSubject } from '../../lib/client-address.js';

const UPLOAD_CONTENT_TYPE = 'application/octet-stream';

const tooLarge = (limit: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', AUDIO_MSG.uploadTooLarge.replace('{mb}', String(Math.floor(limit / (1024 * 1024)))));
const notMedia = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', AUDIO_MSG.uploadNotMedia);
const stalled = (idleMs: number) => new AppError(408, 'REQUEST_TIMEOUT', AUDIO_MSG.uploadStalled.replace('{s}', String(Math.round(idleMs / 1000))));

/**
 * Reads the first bytes to learn what the file is, then hands back the whole content as one
 * stream that fails as soon as it passes the size limit (the upload is never held in memory), or
 * as soon as the client has sent nothing for `idleMs` (docs/security.md, "Media").
 */
async function inspectUpload(source: Readable, limit: number, idleMs: number) {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks = { next: () => nextWithin(iterator.next(), idleMs, () => stalled(idleMs)) };
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
    if (head.length > limit) throw tooLarge(limit);
  }
  if (head.length === 0) throw new AppError(400, 'BAD_REQUEST', AUDIO_MSG.uploadEmpty);
  const media = sniffMedia(head);
  if (!media) throw notMedia();
  const content = Readable.from(
    (async function* () {
      let size = head.length;
      yield head;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        size += next.value.length;
        if (size > limit) throw tooLarge(limit);
        yield next.value;
      }
    })(),
  );
  return { media, content, size: () => head.length };
}

/**
 * Uploaded recordings. The admin uploads the raw file (`POST /api/admin/content/media`, body
 * `application/octet-stream`, so the browser can report upload progress); anyone may fetch it by
 * its unguessable name from `/api/media/:name` (an <audio> element sends no bearer token; the
 * files are study material, not personal data), with HTTP range requests and long-lived caching
 * (a stored name never changes content).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage?: MediaStorage; clock?: () => Date }> = async (app, options) => {
  const stored = options.storage ?? databaseMediaStorage(app.db);
  const limit = app.config.mediaMaxUploadBytes;
  const limits = app.config.media;
  const cache = new MediaDiskCache(stored, limits.cacheBytes);
  // A file the sweeper removes leaves this instance's copy too.
  const storage: MediaStorage = {
    ...stored,
    async remove(name) {
      await stored.remove(name);
      await cache.forget(name);
    },
  };
  const gate = new ReadGate(limits);
  app.addHook('onClose', async () => cache.close());

  // Recordings that no item plays any more (replaced, deleted, or never attached) leave the disk.
  let stopSweeper: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweeper = startMediaSweeper({ db: app.db, storage, log: app.log, clock: options.clock ?? (() => new Date()) });
  });
  app.addHook('onClose', async () => stopSweeper?.());

  // The raw body reaches the handler as a stream; only this plugin's routes see this parser.
  app.addContentTypeParser(UPLOAD_CONTENT_TYPE, (_request, payload, done) => done(null, payload));

  app.get(
    '/admin/content/media/limits',
    { schema: { response: { 200: z.object({ success: z.literal(true), max_bytes: z.number() }) } }, config: { access: 'admin' } },
    async () => ({ success: true as const, max_bytes: limit }),
  );

  app.post(
    '/admin/content/media',
    {
      schema: { response: { 201: mediaUploadResponseSchema } },
      // A large file on a slow line takes minutes: the idle timeout below ends a stalled upload instead.
      config: { access: 'admin', noRequestTimeout: true },
    },
    async (request, reply) => {
      if (!(request.body instanceof Readable)) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', AUDIO_MSG.uploadContentType);
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limit) throw tooLarge(limit);
      try {
        const { media, content } = await inspectUpload(request.body, limit, limits.uploadIdleMs);
        const file = `${randomUUID()}.${media.ext}`;
        await storage.save(file, content);
        const saved = await storage.stat(file);
        request.log.info({ media: file, size: saved?.size }, 'media uploaded');
        return await reply.status(201).send({
          success: true as const,
          media: { url: `/api/media/${file}`, mime: media.mime, size: saved?.size ?? 0, type: media.type },
        });
      } catch (error) {
        // The client went away mid-upload: nothing to answer, and not the server's failure.
        if (request.raw.destroyed && !request.raw.complete) {
          request.log.info({ route: 'POST /api/admin/content/media' }, 'media upload aborted by the client');
          return reply.hijack();
        }
        // A stalled client may still be sending later: the connection ends with the answer.
        if (error instanceof AppError && error.statusCode === 408) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  // The first request for a file waits while its copy is made (paced, so it can take longer than
  // the request timeout for a large file); the gate, the database's own timeouts and the idle
  // timeout bound it instead.
  app.get('/media/:name', { schema: { params: mediaParamsSchema }, config: { access: 'public', noRequestTimeout: true } }, async (request, reply) => {
    const address = addressSubject(request.ip);
    const over = gate.count(address);
    if (over) {
      reply.header('Retry-After', String(over.retryAfterSeconds));
      throw new AppError(429, 'RATE_LIMITED', AUDIO_MSG.mediaTooManyRequests.replace('{s}', String(over.retryAfterSeconds)));
    }
    const { name } = request.params;
    const info = await storage.stat(name);
    if (!info) {
      await cache.forget(name);
      throw notFound(AUDIO_MSG.mediaNotFound);
    }
    const etag = `"${info.size.toString(16)}-${Math.floor(info.modifiedMs).toString(16)}"`;
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${info.size}`);
      throw new AppError(416, 'BAD_REQUEST', AUDIO_MSG.rangeInvalid);
    }
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('last-modified', new Date(info.modifiedMs).toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    // A slot for the whole response: waiting in line costs nothing but the request.
    let release: () => void;
    try {
      // The response closes before it has begun only when the client went away while waiting.
      release = await gate.enter(address, (leave) => reply.raw.once('close', leave));
    } catch (error) {
      if (error instanceof AppError) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw error;
    }
    reply.raw.once('close', release);
    try {
      const file = await cache.fileFor(name, info.size);
      const source = file ? createReadStream(file, range ? { start: range.start, end: range.end } : {}) : storage.read(name, range);
      const body = idleWatched(
        source,
        reply.raw,
        limits.idleTimeoutMs,
        () => request.log.info({ route: 'GET /api/media/:name' }, 'media reader stopped reading: disconnected'),
        limits.streamBytesPerSecond,
      );
      reply.type(mimeForStoredName(name));
      if (!range) {
        reply.header('content-length', info.size);
        return await reply.send(body);
      }
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1);
      return await reply.send(body);
    } catch (error) {
      release();
      throw error;
    }
  });
};
