/** Business constants of the study. One place, imported by server and web. */

export const PHONE_MAX_DIGITS = 11;

export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const REGISTER_PASSWORD_MIN_LENGTH = 8;
export const ADMIN_RESET_PASSWORD_MIN_LENGTH = 6;
/** argon2 work grows with input length; a cap keeps a huge "password" from becoming a CPU attack. */
export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const AB_GROUPS = ['control', 'experiment'] as const;
export type AbGroup = (typeof AB_GROUPS)[number];
export const DEFAULT_AB_GROUP: AbGroup = 'control';

export const UNREAD_POLL_INTERVAL_MS = 10_000;
export const UNREAD_BADGE_CAP = 9;

/** The bell's badge: the count, shown as '9+' above UNREAD_BADGE_CAP (docs/product.md, "App shell"). */
export function unreadBadgeLabel(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

export const DASHBOARD_RECENT_SLEEP_COUNT = 5;
export const RECENT_WINDOW_DAYS = 7;
export const ADMIN_ANALYSIS_PERIODS_DAYS = [7, 15, 30] as const;
export const CHAT_PREVIEW_LENGTH = 50;
export const ACCOUNT_DELETION_WORD = 'SİL';

/** Sessions last 30 days; a participant on a phone should not sign in every night. */
export const SESSION_TTL_DAYS = 30;

/** Relaxation and binaural sounds are open to admins and the experiment group (docs/product.md, "Roles and access"). */
export function canUseBetaFeatures(user: { isAdmin: boolean; abGroup: AbGroup }): boolean {
  return user.isAdmin || user.abGroup === 'experiment';
}

export const PARTICIPANT_CODE_PREFIX = 'P';
/** The code's number is padded to at least this many digits; a longer number is written whole. */
export const PARTICIPANT_CODE_DIGITS = 4;

/** The pseudonymous participant code shown in exports and the audit log: 7 → "P0007". */
export function participantCode(participantNumber: number): string {
  return `${PARTICIPANT_CODE_PREFIX}${String(participantNumber).padStart(PARTICIPANT_CODE_DIGITS, '0')}`;
}
