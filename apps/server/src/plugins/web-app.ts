import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-path.js';
import { sendError } from './error-handler.js';

const isSourceMap = (url: string) => /\.map(?:$|[?#])/i.test(url);

/**
 * Addresses whose first screen the web build rendered to HTML (apps/web/scripts/prerender.mjs), so
 * a slow phone sees it before the scripts arrive. Only the plain address: /login?view=forgot shows
 * another view, which the app draws itself from index.html.
 */
const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/login': 'login.html' };
/**
 * The signed-in pages' own HTML (`starts/<page>.html`, sent for the plain `/<page>`): index.html with
 * only that page's start styles instead of every page's (decision 044).
 */
const STARTS_DIR = 'starts';

/** Each plain address the build wrote an HTML for, with that file (relative to the web root). */
function prerenderedPages(webRoot: string): Map<string, string> {
  const pages = new Map(Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(path.join(webRoot, file))));
  const starts = path.join(webRoot, STARTS_DIR);
  if (!existsSync(starts)) return pages;
  for (const file of readdirSync(starts)) {
    if (file.endsWith('.html')) pages.set(`/${file.slice(0, -'.html'.length)}`, `${STARTS_DIR}/${file}`);
  }
  return pages;
}

/**
 * Serves the built web app and answers unknown non-API paths with index.html (or the page prerendered
 * for that address), so that the client router handles /dashboard, /admin… on a reload. Unknown /api
 * paths get the JSON 404 envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webRoot: string | undefined }) => {
  const webRoot = opts.webRoot;
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  const prerendered = hasWeb ? prerenderedPages(webRoot) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Source maps stay on disk for debugging but are never served: they would publish the sources.
      allowedPath: (pathName) => !isSourceMap(pathName),
      // The web build writes a brotli and a gzip copy beside each text file (apps/web/scripts/
      // precompress.mjs); the one the browser accepts is sent, else the file itself.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints files under assets/: they never change, so they may be cached for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers differently by Accept-Encoding: shared caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      !isApiRequest(request) &&
      hasWeb &&
      !isSourceMap(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile(prerendered.get(request.url) ?? 'index.html');
    }
    return sendError(reply, 404, 'NOT_FOUND', 'İstenen adres bulunamadı');
  });
});
