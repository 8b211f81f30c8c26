/**
 * Numbers typed as text in the diary (docs/product.md, "Sleep diary"): a decimal comma and a decimal point are
 * both accepted, so '6,5' and '6.5' are the same 6.5. A browser number field drops the comma
 * silently in some locales ('6,5' became 65); a text field with this parser never guesses.
 */

const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;

/** The value of a typed number: a number, null for an empty field, or 'invalid' for anything else. */
export function parseDecimalText(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!DECIMAL.test(trimmed)) return 'invalid';
  return Number(trimmed.replace(',', '.'));
}

/**
 * For react-hook-form's `setValueAs`: a number when the text is one, NaN when empty (the forms'
 * "not given"), and the text itself when it is not a number, so validation refuses it instead of
 * storing a guess.
 */
export function decimalFieldValue(raw: unknown): unknown {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return raw;
  const parsed = parseDecimalText(raw);
  if (parsed === null) return Number.NaN;
  return parsed === 'invalid' ? raw.trim() : parsed;
}

/** True when a field holds text that is not a number (what `decimalFieldValue` kept as text). */
export const isUnreadNumber = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** The refusal of a text that is not a number, naming the accepted forms: 'Oda sıcaklığı sayı olmalıdır (ör. 21,5 ya da 21.5)'. */
export function numberFormatMessage(label: string, decimal: boolean): string {
  return decimal ? `${label} sayı olmalıdır (ör. 21,5 ya da 21.5)` : `${label} tam sayı olarak yazılmalıdır (ör. 15)`;
}
