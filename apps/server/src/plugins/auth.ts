import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AbGroup } from '@uyku/domain';
import { sessions, users } from '../db/schema/index.js';
import { AppError, forbidden, unauthenticated } from '../errors.js';
import { accountRefusal, NO_ALLOWANCES } from '../lib/access-rules.js';
import { lacksCurrentConsent } from '../lib/consent-status.js';
import { hashToken } from '../lib/tokens.js';
import { SessionCache } from './session-cache.js';
import { accountColumns } from '../db/account-columns.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it
 * fails at start-up, so nothing is public by accident.
 * - public: anyone (the signed-in user is still read when a valid token comes along)
 * - user: a signed-in, approved user (admins are always approved)
 * - experiment: a signed-in user of the experiment group, or an admin
 * - admin: a signed-in admin
 */
export type Access = 'public' | 'user' | 'experiment' | 'admin';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** Whether the route validates a JSON body / path parameters (for the bad-input matrix test). */
  hasBody: boolean;
  hasParams: boolean;
  allowedWhilePasswordChangeRequired: boolean;
  /** Routes a user who must accept the current consent texts may still call. */
  allowedWhileConsentRequired: boolean;
  /** The route's own input schemas (zod), so the fuzz test derives its payloads from them. */
  schema: RouteInputSchemas;
}

export interface RouteInputSchemas {
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
}

export interface AuthUser {
  id: string;
  participantNumber: number;
  phone: string;
  name: string;
  email: string | null;
  isAdmin: boolean;
  isApproved: boolean;
  group: AbGroup;
  mustChangePassword: boolean;
  /** A legal text's version rose since the user accepted it (docs/decisions/007-consent-after-a-legal-text-changes.md). */
  consentRequired: boolean;
  /** Hash of the bearer token of this request, to revoke exactly this session on logout. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A user who must change an admin-set password may call only routes marked with this
     * (verify, logout, change password); everything else answers 403 until they do.
     */
    allowedWhilePasswordChangeRequired?: boolean;
    /**
     * A user who has not accepted the legal texts in force may call only routes marked with this
     * (verify, logout, accepting the texts, and the KVKK rights: download and deletion).
     */
    allowedWhileConsentRequired?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the authorization matrix test. */
    routeAccess: RouteAccess[];
    /** Signed-in callers kept briefly in memory; forgotten through `app.realtime` on every change. */
    sessionCache: SessionCache<AuthUser>;
    /**
     * Who holds the session of `tokenHash`, through `sessionCache`: the HTTP guard and the realtime
     * socket's sign-in read a session once between them (a tab's socket and its requests share it).
     */
    userOfSession(tokenHash: string): Promise<AuthUser | null>;
  }
}

export { MSG_CONSENT_REQUIRED, MSG_NOT_APPROVED, MSG_PASSWORD_CHANGE_REQUIRED } from '../lib/access-rules.js';
export const MSG_ADMIN_ONLY = 'Bu işlem yalnızca yöneticiler içindir';
export const MSG_EXPERIMENT_ONLY = 'Bu özellik yalnızca deney grubundaki katılımcılar içindir';

const SESSION_CACHE_ENTRIES = 20_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  // Revocations and account changes never wait for the cache's lifetime (SESSION_CACHE_MS): they are
  // published on the realtime bus; the lifetime bounds only what a missed notice could cost.
  const cache = new SessionCache<AuthUser>(app.config.timeouts.sessionCacheMs, SESSION_CACHE_ENTRIES);
  app.decorate('sessionCache', cache);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method.toString()} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeAccess.push({
          method,
          url: route.url,
          access,
          hasBody: Boolean(route.schema?.body),
          hasParams: Boolean(route.schema?.params),
          allowedWhilePasswordChangeRequired: route.config?.allowedWhilePasswordChangeRequired === true,
          allowedWhileConsentRequired: route.config?.allowedWhileConsentRequired === true,
          schema: { body: route.schema?.body, params: route.schema?.params, querystring: route.schema?.querystring },
        });
      }
    }
  });

  const userOfSession = (tokenHash: string) => cache.through(tokenHash, () => readSession(tokenHash));
  app.decorate('userOfSession', userOfSession);

  async function readSession(tokenHash: string) {
    const [row] = await app.db
      .select({
        ...accountColumns,
        mustChangePassword: users.mustChangePassword,
        consentRequired: lacksCurrentConsent(users.id),
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return null;
    const { expiresAt, ...user } = row;
    return { user: { ...user, tokenHash }, expiresAt };
  }

  // onRequest runs before the body is parsed: an anonymous caller gets 401, not a validation answer.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    request.user = token ? await userOfSession(hashToken(token)) : null;
    const user = request.user;
    const config = request.routeOptions.config;
    if (access !== 'public' && !user) throw unauthenticated();
    // The account rules (lib/access-rules.ts, shared with the realtime socket). On a public route
    // only the password-change rule holds, for every caller who sends a token: a token of a
    // temporary password must not act (e.g. add an admin through the public registration).
    const refusal = user
      ? accountRefusal(user, {
          isPublic: access === 'public',
          allowedWhilePasswordChangeRequired: config.allowedWhilePasswordChangeRequired === true,
          allowedWhileConsentRequired: config.allowedWhileConsentRequired === true,
        })
      : null;
    if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);
    if (access === 'public' || !user) return;
    if (access === 'admin' && !user.isAdmin) throw forbidden(MSG_ADMIN_ONLY);
    if (access === 'experiment' && !user.isAdmin && user.group !== 'experiment') {
      throw forbidden(MSG_EXPERIMENT_ONLY);
    }
  });
});

/**
 * Whether a caller passes every check the 'admin' guard makes: an admin who is under neither the
 * password-change rule nor the consent rule. For a public route that does more for an admin (registration).
 */
export function passesAdminChecks(user: AuthUser): boolean {
  return user.isAdmin && accountRefusal(user, NO_ALLOWANCES) === null;
}

/** For handlers behind a non-public guard: the user is certainly there. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
