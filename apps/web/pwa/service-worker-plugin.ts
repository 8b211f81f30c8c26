import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../public');

/** Files of public/, as URL paths (/favicon.svg, /icons/icon-192.png…). */
function publicFiles(dir = publicDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return publicFiles(full);
    return ['/' + path.relative(publicDir, full).split(path.sep).join('/')];
  });
}

/**
 * Emits dist/sw.js at build time: pwa/service-worker.js with the list of files to keep offline
 * (index.html, every fingerprinted script and style — so every screen opens offline, not only the
 * ones visited — and the public files) and a version derived from that list, so each build that
 * changes a file installs a new worker and drops the old shell. Source maps are never listed.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'uyku-service-worker',
    apply: 'build',
    // After Vite's own HTML plugin, so index.html is in the bundle and part of the version.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const assets = Object.values(bundle)
        .map((file) => file.fileName)
        .filter((fileName) => fileName.startsWith('assets/') && /\.(?:js|css)$/.test(fileName))
        .map((fileName) => '/' + fileName)
        .sort();
      const precache = ['/index.html', ...publicFiles().sort(), ...assets];
      // Any change to the listed files (names are fingerprinted; index.html and public/ are read) makes a new worker.
      const hash = createHash('sha256').update(JSON.stringify(precache));
      const html = bundle['index.html'];
      if (html?.type === 'asset') hash.update(html.source);
      for (const file of publicFiles()) hash.update(readFileSync(path.join(publicDir, file)));
      const version = hash.digest('hex').slice(0, 16);
      const source = readFileSync(path.join(here, 'service-worker.js'), 'utf8')
        .replace("'__SW_VERSION__'", JSON.stringify(version))
        .replace('__SW_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
