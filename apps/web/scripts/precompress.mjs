#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, once at
// build time and at the highest levels, so the server sends them as they are (`preCompressed` in
// apps/server/src/plugins/web-app.ts) instead of compressing on every request or not at all.
// Usage: node scripts/precompress.mjs [dir]   (default: this workspace's dist/)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts and audio are compressed already. Source maps are never served. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
/** Below this a copy saves less than the headers it costs. */
const MIN_BYTES = 512;

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot folders (Vite's .vite/manifest.json) are build metadata, not served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Compresses every text file under `dir`; returns the totals in bytes. */
export async function precompress(dir) {
  const totals = { files: 0, original: 0, brotli: 0, gzip: 0 };
  for await (const file of textFiles(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller would only cost disk space; the server then sends the file itself.
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    totals.files += 1;
    totals.original += content.length;
    totals.brotli += Math.min(br.length, content.length);
    totals.gzip += Math.min(gz.length, content.length);
  }
  return totals;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
  const totals = await precompress(dir);
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `precompressed ${totals.files} files: ${kib(totals.original)} → brotli ${kib(totals.brotli)}, gzip ${kib(totals.gzip)}`,
  );
}
