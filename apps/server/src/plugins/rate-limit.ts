import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config.js';
import { AppError } from '../errors.js';
import { addressSubject, isLoopbackAddress } from '../lib/client-address.js';
import { limitKey, RateLimiter, type LimitRule } from '../lib/rate-limiter.js';

export function rateLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  if (minutes > 90) return `Çok fazla deneme yapıldı. Lütfen ${Math.ceil(minutes / 60)} saat sonra tekrar deneyin.`;
  return `Çok fazla deneme yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}

/** What a sign-in limit must hear once a password has been checked. */
export interface PasswordAttempt {
  accepted(): Promise<void>;
  rejected(): Promise<void>;
}

/**
 * The limits of the public account routes (README, "Sign-in limits and proxies"), counted in the
 * database so every instance counts together:
 * - sign-in: failures per phone whatever the address (guessing one account), failures per address
 *   across phones (password spraying); both lock with doubling locks;
 * - password change: attempts per account, like a phone's sign-ins (a stolen token guessing);
 * - registration and password reset requests: requests per address.
 * Each refusal answers 429 with a Turkish message and Retry-After.
 */
export interface AccountLimits {
  beginLogin(request: FastifyRequest, reply: FastifyReply, phone: string): Promise<PasswordAttempt>;
  beginPasswordChange(reply: FastifyReply, userId: string): Promise<PasswordAttempt>;
  countRegistration(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  countResetRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Lifts a phone's sign-in lock (an admin has just set a new password for it). */
  forgetPhone(phone: string): Promise<void>;
  /** Deletes counters that have been quiet for a day. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountLimits: AccountLimits;
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

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
  };
}

function refuse(reply: FastifyReply, lockedMs: number): never {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(lockedMs / 1000))));
  throw new AppError(429, 'RATE_LIMITED', rateLimitedMessage(lockedMs));
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
  const addressKey = (scope: 'login-address' | 'register-address' | 'reset-address', request: FastifyRequest) =>
    limitKey(scope, addressSubject(request.ip));
  /**
   * Per-address limits count clients on other machines. A request straight from this machine (no
   * trusted proxy in between, so the address is the socket's own loopback) is the operator's
   * scripts, health checks or test suites registering and signing in far more people than one
   * client would; refusing them protects nobody. Behind a proxy (TRUST_PROXY) the client's
   * forwarded address is counted, loopback or not. The per-phone limits apply to everyone.
   */
  const countsPerAddress = (request: FastifyRequest) =>
    app.config.trustProxy !== false || !isLoopbackAddress(request.socket.remoteAddress);

  /** Counts an attempt up front; the one over the limit locks the key and is refused. */
  async function consume(reply: FastifyReply, key: string, rule: LimitRule): Promise<void> {
    const { count, lockedMs } = await limiter.hit(key, rule);
    if (lockedMs > 0) refuse(reply, lockedMs);
    if (count > rule.max) refuse(reply, await limiter.lock(key, rule));
  }

  const limits: AccountLimits = {
    async beginLogin(request, reply, phone) {
      const address = countsPerAddress(request) ? addressKey('login-address', request) : undefined;
      const addressLocked = address ? await limiter.lockedFor([address]) : 0;
      if (addressLocked > 0) refuse(reply, addressLocked);
      // Counted before the password is checked, so parallel guesses at one phone are counted too.
      const phoneKey = limitKey('login-phone', phone);
      await consume(reply, phoneKey, rules.loginPhone);
      return {
        accepted: () => limiter.clear(phoneKey),
        // Only failures count per address: a lab signing in 40 participants through one NAT is not
        // refused, a spray of wrong passwords across phones is.
        async rejected() {
          if (!address) return;
          const { count, lockedMs } = await limiter.hit(address, rules.loginAddress);
          if (lockedMs === 0 && count >= rules.loginAddress.max) await limiter.lock(address, rules.loginAddress);
        },
      };
    },
    async beginPasswordChange(reply, userId) {
      const key = limitKey('password-change', userId);
      await consume(reply, key, rules.loginPhone);
      return { accepted: () => limiter.clear(key), rejected: async () => undefined };
    },
    countRegistration: async (request, reply) => {
      if (countsPerAddress(request)) await consume(reply, addressKey('register-address', request), rules.register);
    },
    countResetRequest: async (request, reply) => {
      if (countsPerAddress(request)) await consume(reply, addressKey('reset-address', request), rules.reset);
    },
    forgetPhone: (phone) => limiter.clear(limitKey('login-phone', phone)),
    sweep: () => limiter.sweep(),
  };
  app.decorate('accountLimits', limits);

  const sweeper = setInterval(() => {
    limits.sweep().catch((error: unknown) => app.log.error({ err: error }, 'rate limit sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
});
