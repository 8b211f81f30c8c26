import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest, requestPath } from '../lib/api-path.js';

/**
 * The headers helmet's middleware writes, computed once. They are the same for every answer (no
 * nonces, no per-request directives), and building them is what costs: @fastify/helmet called
 * `helmet(options)` on every request of every route, re-validating and re-joining the content
 * security policy each time (4.4 % of the server's time serving the unread count, decision 011).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of API answers, which are data and never a document a browser renders (OWASP's REST
 * security headers): no content at all may load in one, no page may frame it, no other site may
 * read it as a no-cors resource, and the browser must not guess its type. The document-only
 * headers of the app's pages (opener policy, agent cluster, DNS prefetch, the long policy) are left
 * off: every poll of the unread count carried ~700 bytes of them.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * Security headers, and `Cache-Control: no-store` on every /api answer but uploaded recordings. The content security policy keeps every request on our own origin: health data
 * must not leak to third parties through a script, font or image host.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { frameSources?: string[] }) => {
  // A self-hosted Jitsi Meet (JITSI_DOMAIN) serves the room's script and frame; only when configured.
  const jitsi = app.config.jitsiDomain ? [`https://${app.config.jitsiDomain}`] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...jitsi],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The installable app: its service worker (/sw.js) and web manifest come from our origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...jitsi, ...(opts.frameSources ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation headers would break the embedded external forms and the video room.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS is nginx's (deploy/nginx-uyku.conf): a plain-http start on a laptop must not pin https.
    strictTransportSecurity: false,
  });
  // Decided from the matched route (or the parsed path when none matched), never from the raw
  // target, which may be in absolute form (lib/api-path.ts).
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    const api = isApiRequest(request);
    reply.headers(api ? API_HEADERS : headers);
    if (api) reply.header('Cache-Control', 'no-store');
  };
  app.decorate('securityHeaders', apply);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request, reply);
    done();
  });

  // API answers are personal (sessions, health data, error envelopes): no browser or proxy keeps them.
  // The one exception is a successful answer whose route chose its own caching on purpose: the
  // admin's uploaded recordings (/api/media, public and immutable, no personal data), which a
  // participant's phone should not download again at every listen. Errors are never cached.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) {
      const media = requestPath(request.url).startsWith('/api/media/');
      const ownCaching = reply.statusCode < 400 && media && reply.getHeader('cache-control') !== 'no-store';
      if (!ownCaching) reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets the security and caching headers of a request's answer; for answers made before the
     * hooks run (the router's own errors, plugins/error-handler.ts).
     */
    securityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}
