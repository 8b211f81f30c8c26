import { foldForSearch, type AdminUser } from '@uyku/domain';

/**
 * The users tab's search and filters (docs/product.md, "Users"). The tab loads every account at
 * once (`GET /api/admin/users`), so both run in the browser over the loaded list.
 */

export const USER_FILTERS = ['all', 'waiting', 'approved', 'control', 'experiment'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** A participant whose account still waits for an admin's approval (admins never wait). */
export const isWaiting = (user: AdminUser) => !user.is_admin && !user.is_approved;

const FILTER_TESTS: Record<UserFilter, (user: AdminUser) => boolean> = {
  all: () => true,
  waiting: isWaiting,
  approved: (user) => !isWaiting(user),
  control: (user) => user.ab_group === 'control',
  experiment: (user) => user.ab_group === 'experiment',
};

const CODE = /^p?\s*(\d+)$/i;

/**
 * Whether a user matches the search text: the name with Turkish letters folded as the data tabs'
 * search does (`foldForSearch`: 'AYSE' and 'ayşe' find 'Ayşe', 'ISIK' finds 'Işık'), a participant
 * code with or without its P and zeros ('P0041', '0041', '41'), or, for three digits or more, any
 * run of the phone's digits (spaces allowed, as in the data tabs).
 */
export function matchesSearch(user: AdminUser, search: string): boolean {
  const text = search.trim();
  if (!text) return true;
  if (foldForSearch(user.name).includes(foldForSearch(text))) return true;
  const code = CODE.exec(text);
  // Admins have no participant code.
  if (code?.[1] !== undefined && user.participant_code !== null && Number(code[1]) === Number(user.participant_code.replace(/\D/g, ''))) {
    return true;
  }
  const digits = text.replace(/\s/g, '');
  return digits.length >= 3 && /^\d+$/.test(digits) && user.phone.includes(digits);
}

export function filterUsers(users: readonly AdminUser[], filter: UserFilter, search: string): AdminUser[] {
  return users.filter((user) => FILTER_TESTS[filter](user) && matchesSearch(user, search));
}

/** How many users each filter would show (before the search), for the chips' counts. */
export function filterCounts(users: readonly AdminUser[]): Record<UserFilter, number> {
  return Object.fromEntries(USER_FILTERS.map((filter) => [filter, users.filter(FILTER_TESTS[filter]).length])) as Record<
    UserFilter,
    number
  >;
}
