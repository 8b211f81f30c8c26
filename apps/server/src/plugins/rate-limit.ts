import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config.js';
import { AppError } from '../errors.js';
import { addressSubject, isLoopbackAddress } from '../lib/client-address.js';
import type { WorkPriority } from '../lib/passwords.js';
import { LimitKeys, RateLimiter, type LimitRule } from '../lib/rate-limiter.js';
import { serverSecret } from '../lib/server-secrets.js';
import { DeviceCookies } from './device-cookie.js';

export function rateLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  if (minutes > 90) return `Çok fazla deneme yapıldı. Lütfen ${Math.ceil(minutes / 60)} saat sonra tekrar deneyin.`;
  return `Çok fazla deneme yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}

/** The answer to a write over the account's limit, in seconds as Retry-After gives them. */
export function writesLimitedMessage(retryAfterMs: number): string {
  return `Çok sık kayıt gönderildi. Lütfen ${Math.max(1, Math.ceil(retryAfterMs / 1000))} saniye sonra tekrar deneyin.`;
}

/** What a sign-in limit must hear once a password has been checked, and how urgently to check it. */
export interface PasswordAttempt {
  /** The client's address or the account has failed in this window: its hashing may wait behind others'. */
  readonly priority: WorkPriority;
  accepted(): Promise<void>;
  rejected(): Promise<void>;
}

/**
 * The limits of the public account routes (docs/security.md, "Sign-in limits and proxies";
 * docs/decisions/016-sign-in-limits-as-deployed.md), counted in the database so every instance
 * counts together:
 * - sign-in: attempts per phone whatever the address (guessing one account) and per address across
 *   phones (password spraying), both reserved before the password is checked and given back when
 *   it was right; a browser the account signed in from before (device cookie) is counted on its
 *   own instead of the phone, so strangers' guesses cannot lock the owner out;
 * - password change: attempts per account, like a phone's sign-ins (a stolen token guessing);
 * - registration, password reset requests and registration status checks: requests per address;
 * - writes of study data: writes per account and minute (docs/security.md, "Write limits").
 * Each refusal answers 429 with a Turkish message and Retry-After.
 */
export interface AccountLimits {
  beginLogin(request: FastifyRequest, reply: FastifyReply, phone: string): Promise<PasswordAttempt>;
  beginPasswordChange(reply: FastifyReply, userId: string): Promise<PasswordAttempt>;
  countRegistration(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  countResetRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one look at the registration status, per address like a reset request (it says as much). */
  countStatusCheck(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one write of study data by the account (plugins/write-limit.ts). */
  countWrite(reply: FastifyReply, userId: string): Promise<void>;
  /** Lifts a phone's sign-in lock (an admin has just set a new password for it). */
  forgetPhone(phone: string): Promise<void>;
  /** Deletes an erased account's counters: its phone's and its password changes'. */
  forgetAccount(account: { id: string; phone: string }): Promise<void>;
  /** Deletes counters that have been quiet for a day. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountLimits: AccountLimits;
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export function limitRules(limits: RateLimits) {
  const signIn = (max: number): LimitRule => ({
    max,
    windowMs: limits.windowMs,
    blockMs: limits.loginLockMs,
    maxBlockMs: limits.loginLockMaxMs,
  });
  // Requests per address: refused until the window would have ended, without growing.
  const perWindow = (max: number): LimitRule => ({
    max,
    windowMs: limits.windowMs,
    blockMs: limits.windowMs,
    maxBlockMs: limits.windowMs,
  });
  return {
    loginPhone: signIn(limits.loginPerPhone),
    loginAddress: signIn(limits.loginPerAddress),
    register: perWindow(limits.registerPerAddress),
    reset: perWindow(limits.resetPerAddress),
    // A minute's writes: the one over the limit waits until a minute after the limit was met.
    writes: { max: limits.writesPerMinute, windowMs: MINUTE_MS, blockMs: MINUTE_MS, maxBlockMs: MINUTE_MS },
  };
}

function refuse(reply: FastifyReply, lockedMs: number, message: (ms: number) => string = rateLimitedMessage): never {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(lockedMs / 1000))));
  throw new AppError(429, 'RATE_LIMITED', message(lockedMs));
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  // In-process limits for any route that opts in with `config.rateLimit`; the account routes use
  // the shared counters below instead.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError(429, 'RATE_LIMITED', rateLimitedMessage(context.ttl)),
  });

  const limiter = new RateLimiter(app.db);
  const rules = limitRules(app.config.rateLimits);
  // Read on first use, not at start: the table exists once migrations ran, which every entry
  // point does before serving (main.ts, the tests' helpers).
  let secret: Promise<Buffer> | undefined;
  const secretOnce = () => (secret ??= serverSecret(app.db, 'rate-limit-key').catch((error: unknown) => {
    secret = undefined;
    throw error;
  }));
  const keys = async () => new LimitKeys(await secretOnce());
  const devices = async () => new DeviceCookies(await secretOnce());
  const addressKey = async (scope: 'login-address' | 'register-address' | 'reset-address' | 'status-address', request: FastifyRequest) =>
    (await keys()).key(scope, addressSubject(request.ip));

  let warnedForwarded = false;
  /**
   * Per-address limits count clients on other machines. A request straight from this machine (no
   * proxy in between, so the address is the socket's own loopback) is the operator's scripts,
   * health checks or test suites registering and signing in far more people than one client would;
   * refusing them protects nobody. A request that says it was forwarded (X-Forwarded-For,
   * Forwarded, X-Real-IP) is not such a script but a proxy's client: with TRUST_PROXY unset every
   * such client shares the proxy's address, and is counted there rather than let through
   * uncounted. Behind a trusted proxy the forwarded address is counted, loopback or not. The
   * per-phone limits apply to everyone.
   */
  function countsPerAddress(request: FastifyRequest): boolean {
    if (app.config.trustProxy !== false || !isLoopbackAddress(request.socket.remoteAddress)) return true;
    const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
    if (forwarded && !warnedForwarded) {
      warnedForwarded = true;
      app.log.warn('a proxy forwards requests but TRUST_PROXY is false: every client behind it shares one address in the limits');
    }
    return forwarded;
  }

  /** Counts an attempt up front; the one over the limit locks the key and is refused. */
  async function consume(reply: FastifyReply, key: string, rule: LimitRule, message?: (ms: number) => string): Promise<number> {
    const { count, lockedMs } = await limiter.hit(key, rule);
    if (lockedMs > 0) refuse(reply, lockedMs, message);
    if (count > rule.max) refuse(reply, await limiter.lock(key, rule), message);
    return count;
  }

  const limits: AccountLimits = {
    async beginLogin(request, reply, phone) {
      const keyed = await keys();
      // The address's attempt is reserved before anything else, so a burst from one address
      // cannot have more passwords checked than its limit; a right password gives it back below.
      const address = countsPerAddress(request) ? await addressKey('login-address', request) : undefined;
      const addressCount = address ? await consume(reply, address, rules.loginAddress) : 0;
      const device = (await devices()).read(request, phone);
      // A browser this account signed in from is counted on its own, not with strangers guessing
      // the phone; anyone else is counted per phone.
      const accountKey = device ? keyed.key('login-device', device) : keyed.key('login-phone', phone);
      let accountCount: number;
      try {
        accountCount = await consume(reply, accountKey, rules.loginPhone);
      } catch (error) {
        // No password was checked: the address keeps no attempt for it.
        if (address) await limiter.refund(address);
        throw error;
      }
      return {
        priority: addressCount > 1 || accountCount > 1 ? 'suspect' : 'normal',
        async accepted() {
          // A right password forgets the phone's failures (from any browser) and this browser's.
          await limiter.clear(accountKey, keyed.key('login-phone', phone));
          if (address) await limiter.refund(address);
          (await devices()).issue(request, reply, phone);
        },
        // The failure stays counted per address and per phone (or device) from the reservation.
        rejected: async () => undefined,
      };
    },
    async beginPasswordChange(reply, userId) {
      const key = (await keys()).key('password-change', userId);
      await consume(reply, key, rules.loginPhone);
      return { priority: 'normal', accepted: () => limiter.clear(key), rejected: async () => undefined };
    },
    countRegistration: async (request, reply) => {
      if (countsPerAddress(request)) await consume(reply, await addressKey('register-address', request), rules.register);
    },
    countResetRequest: async (request, reply) => {
      if (countsPerAddress(request)) await consume(reply, await addressKey('reset-address', request), rules.reset);
    },
    countStatusCheck: async (request, reply) => {
      if (countsPerAddress(request)) await consume(reply, await addressKey('status-address', request), rules.reset);
    },
    countWrite: async (reply, userId) => {
      await consume(reply, (await keys()).key('participant-writes', userId), rules.writes, writesLimitedMessage);
    },
    forgetPhone: async (phone) => limiter.clear((await keys()).key('login-phone', phone)),
    async forgetAccount({ id, phone }) {
      const keyed = await keys();
      await limiter.clear(keyed.key('login-phone', phone), keyed.key('password-change', id), keyed.key('participant-writes', id));
    },
    sweep: () => limiter.sweep(),
  };
  app.decorate('accountLimits', limits);

  const sweeper = setInterval(() => {
    limits.sweep().catch((error: unknown) => app.log.error({ err: error }, 'rate limit sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
});
