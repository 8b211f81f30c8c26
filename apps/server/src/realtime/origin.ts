/**
 * Which pages may open the realtime socket. A browser always sends `Origin` on a WebSocket
 * handshake: it must be the server's own origin (the host the request was addressed to) or one
 * listed in ALLOWED_ORIGINS. A client without `Origin` is not a browser page (a script, a test, a
 * benchmark); it still has to present a valid token, so it is let through to authenticate.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowedOrigins: string[]): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return allowedOrigins.some((allowed) => normalise(allowed) === parsed.origin);
}

function normalise(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}
