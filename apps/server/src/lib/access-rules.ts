import { and, eq, not, or, type SQL } from 'drizzle-orm';
import { ACCOUNT_MSG } from '@uyku/domain';
import { users } from '../db/schema/index.js';
import { lacksCurrentConsent } from './consent-status.js';

/**
 * The account rules every way into the API obeys, decided in one place: the HTTP guard
 * (plugins/auth.ts) and the realtime socket's sign-in and re-checks (realtime/sessions.ts) call the
 * same function, so a rule added here holds for both.
 */

export const MSG_NOT_APPROVED = 'Hesabınız henüz onaylanmadı. Admin onayından sonra giriş yapabilirsiniz.';
export const MSG_PASSWORD_CHANGE_REQUIRED = 'Devam etmek için önce yeni bir şifre belirlemelisiniz';
export const MSG_CONSENT_REQUIRED = ACCOUNT_MSG.consentRequired;

/** What the rules read of a signed-in account. */
export interface AccountStanding {
  isAdmin: boolean;
  isApproved: boolean;
  mustChangePassword: boolean;
  /** A legal text's version rose since the user accepted it (docs/decisions/007-consent-after-a-legal-text-changes.md). */
  consentRequired: boolean;
}

/** What a route lets through that others do not. */
export interface RouteAllowances {
  /** Anyone may call it: only the password-change rule applies to a caller who sends a token. */
  isPublic: boolean;
  allowedWhilePasswordChangeRequired: boolean;
  allowedWhileConsentRequired: boolean;
}

export interface AccessRefusal {
  status: 403;
  code: 'NOT_APPROVED' | 'PASSWORD_CHANGE_REQUIRED' | 'CONSENT_REQUIRED';
  message: string;
}

/** A signed-in route that allows nothing special; also what the realtime socket is. */
export const NO_ALLOWANCES: RouteAllowances = {
  isPublic: false,
  allowedWhilePasswordChangeRequired: false,
  allowedWhileConsentRequired: false,
};

/**
 * Why this account may not use this route, or null when it may. The order is the answer a client
 * sees first: approval, then the password change, then the legal texts.
 */
export function accountRefusal(account: AccountStanding, route: RouteAllowances): AccessRefusal | null {
  if (!route.isPublic && !account.isAdmin && !account.isApproved) {
    return { status: 403, code: 'NOT_APPROVED', message: MSG_NOT_APPROVED };
  }
  if (account.mustChangePassword && !route.allowedWhilePasswordChangeRequired) {
    return { status: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: MSG_PASSWORD_CHANGE_REQUIRED };
  }
  if (!route.isPublic && account.consentRequired && !route.allowedWhileConsentRequired) {
    return { status: 403, code: 'CONSENT_REQUIRED', message: MSG_CONSENT_REQUIRED };
  }
  return null;
}

/**
 * The same rules for a route that allows nothing special, as a condition on `users`, for work that
 * picks accounts in SQL rather than checking one (the diary reminders' sweep): true exactly when
 * `accountRefusal(account, NO_ALLOWANCES)` is null.
 */
export function accountMayActSql(): SQL {
  return and(
    or(eq(users.isAdmin, true), eq(users.isApproved, true)),
    eq(users.mustChangePassword, false),
    not(lacksCurrentConsent(users.id)),
  ) as SQL;
}
