/**
 * Masks what identifies a person in a participant's free text before it may leave in the
 * pseudonymous study export (docs/sleep-metrics.md "Free text in the study export"): phone
 * numbers, e-mail addresses and the participant's own name (the whole name and each part of it).
 * Over-masking is the safe side: a word that happens to equal the participant's first name goes too.
 */

export const MASKS = { phone: '[telefon]', email: '[e-posta]', name: '[ad]' } as const;

/** An e-mail address, also one cut short ("hulya@…"). */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]*/gu;
/** Ten or more digits with the usual separators: 0555 123 45 67, +90 (555) 123-4567, 05551234567. */
const PHONE = /\+?\d(?:[\s\-().]*\d){9,}/gu;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One letter matching in either Turkish case (İ/i, I/ı), which the regex `i` flag cannot do. */
function letterClass(letter: string): string {
  const variants = new Set([letter, letter.toLocaleLowerCase('tr'), letter.toLocaleUpperCase('tr')]);
  return variants.size === 1 ? escape(letter) : `[${[...variants].map(escape).join('')}]`;
}

/** The name as a whole and each part of at least two letters, longest first. */
function namePattern(name: string): RegExp | null {
  const parts = name.trim().split(/\s+/u).filter((part) => part.length >= 2);
  const whole = parts.join(' ');
  const candidates = [...new Set([whole, ...parts])].filter(Boolean).sort((a, b) => b.length - a.length);
  if (candidates.length === 0) return null;
  const alternatives = candidates.map((candidate) => [...candidate].map((ch) => (ch === ' ' ? '\\s+' : letterClass(ch))).join(''));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

export function maskFreeText(text: string, participantName: string): string {
  const masked = text.replace(EMAIL, MASKS.email).replace(PHONE, MASKS.phone);
  const name = namePattern(participantName);
  return name ? masked.replace(name, MASKS.name) : masked;
}
