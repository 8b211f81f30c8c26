import { PHONE_MAX_DIGITS } from './constants.js';

/** Spec 5: non-digits are stripped ("0 (555) 123-45-67" → "05551234567"). */
export function normalizePhone(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function isValidPhone(digits: string): boolean {
  return digits.length > 0 && digits.length <= PHONE_MAX_DIGITS && /^\d+$/.test(digits);
}
