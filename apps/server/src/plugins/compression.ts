import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path.js';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers of a compressible type (JSON, also the streamed admin lists, and the CSV
 * exports, which stay streamed: each batch is piped through the compressor as it comes) above the
 * threshold, brotli or gzip by the request's `Accept-Encoding`. The built web app is compressed
 * once at build time and served from its `.br`/`.gz` files (plugins/web-app.ts), so its routes opt
 * out here; the realtime socket opts out on its route. Request bodies are never decompressed: a
 * small compressed upload must not expand past the body limit inside the server.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Runs before the compressor's own onRoute hook (added below, in the same scope).
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress ??= false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    zlibOptions: { level: 1 },
  });
});
