import { PHONE_MAX_DIGITS } from './constants.js';

/** Non-digits are stripped ("0 (555) 123-45-67" → "05551234567"). */
export function normalizePhone(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function isValidPhone(digits: string): boolean {
  return digits.length > 0 && digits.length <= PHONE_MAX_DIGITS && /^\d+$/.test(digits);
}

/**
 * What a phone field keeps of what the user types (docs/product.md, "Registration and sign-in"):
 * digits only, at most 11. Every phone input of the web app (sign-in, registration, forgot
 * password, admin forms) applies it on change.
 */
export function phoneInput(raw: string): string {
  return normalizePhone(raw).slice(0, PHONE_MAX_DIGITS);
}

/**
 * One form per number (docs/product.md, "Registration and sign-in"): a Turkish mobile number typed
 * without its trunk 0 ("5321112244") is the same number as "05321112244"; the stored form carries the 0.
 */
export function canonicalPhone(digits: string): string {
  return /^5\d{9}$/.test(digits) ? `0${digits}` : digits;
}

/**
 * The stored forms a typed number may match: itself and its other spelling. Accounts stored before
 * numbers had one form may hold either (a pair of both is reported to the admin, never merged).
 */
export function phoneSpellings(digits: string): string[] {
  if (/^5\d{9}$/.test(digits)) return [digits, `0${digits}`];
  if (/^05\d{9}$/.test(digits)) return [digits, digits.slice(1)];
  return [digits];
}
