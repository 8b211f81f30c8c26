import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie a browser gets at a successful sign-in (docs/decisions/016-sign-in-limits-as-deployed.md). */
export const DEVICE_COOKIE = 'uyku_device';
/** Sent back only to the sign-in route, the one place it is read. */
const COOKIE_PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * A signed device cookie, after OWASP's "device cookies" against account lockout: the browser a
 * participant signed in from before proves it, and its attempts are counted on their own instead
 * of with everyone who types the same phone number. It holds a random nonce and an HMAC of the
 * nonce and the phone under the server's secret, nothing readable: no phone, no account id.
 */
export class DeviceCookies {
  constructor(private readonly secret: Buffer) {}

  private mac(phone: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`device\n${phone}\n${nonce}`).digest('base64url');
  }

  /** The nonce of a valid cookie for this phone, which names the device's own counter; else undefined. */
  read(request: FastifyRequest, phone: string): string | undefined {
    const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
    const [nonce, mac, ...extra] = value?.split('.') ?? [];
    if (!nonce || !mac || extra.length > 0 || !NONCE.test(nonce) || !MAC.test(mac)) return undefined;
    const expected = Buffer.from(this.mac(phone, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  /**
   * Sets the cookie on the sign-in's answer: HttpOnly (no script reads it), SameSite=Strict, and
   * Secure whenever the request came over https (directly or through a trusted proxy), so a plain
   * http start on a laptop still works. One device holds one account's cookie: the last to sign in.
   */
  issue(request: FastifyRequest, reply: FastifyReply, phone: string): void {
    const nonce = randomBytes(16).toString('base64url');
    const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
    if (request.protocol === 'https') attributes.push('Secure');
    reply.header('set-cookie', [`${DEVICE_COOKIE}=${nonce}.${this.mac(phone, nonce)}`, ...attributes].join('; '));
  }
}
