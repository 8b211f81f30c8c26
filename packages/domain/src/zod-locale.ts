import { z } from 'zod';
// Only the Turkish locale: `z.locales` would pull every language into the phone's bundle.
import { tr } from 'zod/locales';

/**
 * Zod's own messages (wrong type, unknown enum value…) in Turkish, so that even an input no
 * contract foresaw gets a Turkish answer. Imported for its side effect by the package entry.
 * Zod's Turkish locale still names types in English ("beklenen object"); those are translated here.
 */
const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  boolean: 'evet/hayır değeri',
  object: 'nesne',
  array: 'liste',
  date: 'tarih',
  null: 'boş değer',
  undefined: 'değer',
};

function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  return typeof input;
}

z.config(tr());
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'Bu alan gereklidir';
    const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
    const received = TYPE_NAMES[typeOf(issue.input)] ?? 'başka bir değer';
    return `Geçersiz değer: ${expected} bekleniyordu, ${received} gönderildi`;
  },
});
