import type { SessionUser, VerifiedUser } from './api/auth.js';
import { AB_GROUPS } from './constants.js';

/**
 * The stored session user, checked without zod: the web app reads it from local storage before the
 * first screen, and zod (about 28 KiB gzipped) has no place in what the sign-in screen downloads
 * (decision 011). Accepts exactly what `sessionUserSchema` accepts; `session-user.test.ts` holds the two
 * together.
 */
export function isStoredSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.userId === 'string' &&
    typeof user.phone === 'string' &&
    typeof user.name === 'string' &&
    (typeof user.email === 'string' || user.email === null) &&
    typeof user.isAdmin === 'boolean' &&
    (AB_GROUPS as readonly unknown[]).includes(user.abGroup) &&
    typeof user.mustChangePassword === 'boolean' &&
    (user.consentRequired === undefined || typeof user.consentRequired === 'boolean')
  );
}

/** `GET /auth/verify`'s snake_case user as the client stores it. */
export function sessionUserFromVerified(user: VerifiedUser): SessionUser {
  return {
    userId: user.id,
    phone: user.phone,
    name: user.name,
    email: user.email,
    isAdmin: user.is_admin,
    abGroup: user.ab_group,
    mustChangePassword: user.must_change_password,
    consentRequired: user.consent_required,
  };
}
