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
