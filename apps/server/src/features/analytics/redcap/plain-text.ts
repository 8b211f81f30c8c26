/**
 * Plain text for files whose readers render HTML: REDCap shows a data dictionary's labels, choices
 * and notes as HTML, so an admin-set label such as `<img src=x onerror=…>` would run in the REDCap
 * project that imports it (docs/security.md, "Exports"). Tags are removed and entities decoded,
 * again until nothing changes, so `&lt;img …&gt;` cannot decode into a tag either; a `<` or `>`
 * that is left is not part of a tag and stays as typed.
 */

const TAG = /<\/?[A-Za-z!?][^<>]*>?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8}|#39);/gi;

function decodeEntity(whole: string, name: string): string {
  const lower = name.toLowerCase();
  if (NAMED[lower] !== undefined) return NAMED[lower];
  if (!lower.startsWith('#')) return whole;
  const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
  // A code point that is not a character (a surrogate, beyond Unicode, NUL) is dropped.
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
  return String.fromCodePoint(code);
}

export function plainText(text: string): string {
  let current = text;
  // Each round removes at least one tag or entity, so a few rounds end any real label.
  for (let round = 0; round < 10; round += 1) {
    const next = current.replace(TAG, '').replace(ENTITY, decodeEntity);
    if (next === current) break;
    current = next;
  }
  return current.replace(TAG, '').replace(/\s+/g, ' ').trim();
}
