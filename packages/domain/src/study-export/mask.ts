/**
 * Masks what identifies a person in a participant's free text before it may leave in the
 * pseudonymous study export (docs/sleep-metrics.md "Free text in the study export"): links,
 * e-mail addresses, @handles, phone numbers however they are spaced, and the participant's own
 * name (the whole name and each part of it) with the Turkish suffixes it takes, with or without
 * an apostrophe ("Hülya'nın", "Hülyanın"). Best effort, not a guarantee: a name misspelled, another
 * person's name or a description can still identify someone, so free text stays out by default.
 * Over-masking is the safe side: a word that happens to equal the participant's first name goes too.
 */

export const MASKS = { phone: '[telefon]', email: '[e-posta]', name: '[ad]', url: '[bağlantı]', handle: '[kullanıcı adı]' } as const;

/** A web address: with a scheme, `www.`, or a bare domain with a common ending and an optional path. */
const URL =
  /(?:https?:\/\/|www\.)[^\s<>"]+|(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}-]+\.)+(?:com|net|org|edu|gov|tr|io|me|co|info|app|dev|ly|tv|link)(?![\p{L}\p{N}])(?:\/[^\s<>"]*)?/giu;
/** An e-mail address, also one cut short ("hulya@…"). */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]*/gu;
/** A social-media handle: @ and at least two letters, digits, dots or underscores, not inside a word. */
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}._]{2,}/gu;
/** Ten or more digits with any spacing or separators: 0555 123 45 67, +90 (555) 123-4567, 0 5 5 5…, 0555/123.45.67. */
const PHONE = /\+?\d(?:[\s\-()./_]*\d){9,}/gu;

/**
 * Turkish suffixes a name takes without an apostrophe (case, possessive, plural, "-cığım", "-ler"),
 * with their buffer letters; up to three chained ("Hülyalardan"). After an apostrophe any letters count.
 */
const SUFFIXES = [
  'nın', 'nin', 'nun', 'nün', 'ın', 'in', 'un', 'ün', 'yı', 'yi', 'yu', 'yü', 'nı', 'ni', 'nu', 'nü', 'ı', 'i', 'u', 'ü',
  'ya', 'ye', 'na', 'ne', 'a', 'e', 'nda', 'nde', 'da', 'de', 'ta', 'te', 'ndan', 'nden', 'dan', 'den', 'tan', 'ten',
  'yla', 'yle', 'la', 'le', 'lar', 'ler', 'cığım', 'ciğim', 'cuğum', 'cüğüm', 'cık', 'cik', 'cım', 'cim', 'ca', 'ce', 'ça', 'çe',
  'm', 'ım', 'im', 'um', 'üm', 'mız', 'miz', 'muz', 'müz', 'sı', 'si', 'su', 'sü', 'dır', 'dir', 'dur', 'dür', 'ydı', 'ydi', 'ydu', 'ydü',
  'yken', 'yım', 'yim', 'yum', 'yüm',
].sort((a, b) => b.length - a.length);
const APOSTROPHES = `'’‘\``;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One letter matching in either Turkish case (İ/i, I/ı), which the regex `i` flag cannot do. */
function letterClass(letter: string): string {
  const variants = new Set([letter, letter.toLocaleLowerCase('tr'), letter.toLocaleUpperCase('tr')]);
  return variants.size === 1 ? escape(letter) : `[${[...variants].map(escape).join('')}]`;
}

const caseless = (text: string) => [...text].map((ch) => (ch === ' ' ? '\\s+' : letterClass(ch))).join('');
const SUFFIX = `(?:[${APOSTROPHES}]\\p{L}+|(?:${SUFFIXES.map(caseless).join('|')}){1,3})?`;

/** The name as a whole and each part of at least two letters, longest first, with a suffix. */
function namePattern(name: string): RegExp | null {
  const parts = name.trim().split(/\s+/u).filter((part) => part.length >= 2);
  const whole = parts.join(' ');
  const candidates = [...new Set([whole, ...parts])].filter(Boolean).sort((a, b) => b.length - a.length);
  if (candidates.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${candidates.map(caseless).join('|')})${SUFFIX}(?![\\p{L}\\p{N}])`, 'gu');
}

export function maskFreeText(text: string, participantName: string): string {
  const masked = text
    .replace(URL, MASKS.url)
    .replace(EMAIL, MASKS.email)
    .replace(HANDLE, MASKS.handle)
    .replace(PHONE, MASKS.phone);
  const name = namePattern(participantName);
  return name ? masked.replace(name, MASKS.name) : masked;
}
