import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { cleanText, hasVisibleText, JsonTooDeepError, MAX_JSON_DEPTH, optionalTextField, requiredTextField, withStorableStrings } from './text.js';

describe('cleanText', () => {
  it('drops NUL and other control characters from a one-line text and folds line breaks into spaces', () => {
    expect(cleanText('  Ay\u0000şe\u0007\tYıl\r\nmaz \u007F')).toBe('Ayşe Yıl maz');
  });

  it('keeps line breaks and tabs in a long text, normalising CRLF', () => {
    expect(cleanText('satır 1\r\nsatır\t2\u0000\rson', { multiline: true })).toBe('satır 1\nsatır\t2\nson');
  });

  it('removes direction overrides and repairs lone surrogates', () => {
    expect(cleanText('abc\u202Efdp.exe')).toBe('abcfdp.exe');
    expect(cleanText('x\uD800y')).toBe('x\uFFFDy');
  });

  it('keeps Turkish letters, emoji and joined emoji intact', () => {
    expect(cleanText('çğıİöşü 😴 👨‍👩‍👧')).toBe('çğıİöşü 😴 👨‍👩‍👧');
  });

  it('composes decomposed letters (NFC) so the same name is stored one way', () => {
    expect(cleanText('s\u0327')).toBe('ş');
  });
});

describe('hasVisibleText', () => {
  it('is false for zero-width and other invisible characters alone', () => {
    expect(hasVisibleText('\u200B\u200C\uFEFF \u2060')).toBe(false);
    expect(hasVisibleText('\u200Ba')).toBe(true);
  });
});

describe('text fields', () => {
  const name = requiredTextField({ max: 5, requiredMessage: 'gerekli', tooLongMessage: 'uzun' });
  const notes = optionalTextField({ max: 10, tooLongMessage: 'uzun', multiline: true });

  it('refuses a required text that is empty once cleaned, with the given message', () => {
    for (const raw of ['', '   ', '\u0000', '\u200B\u200B']) {
      const result = name.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('gerekli');
    }
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('gerekli');
  });

  it('measures the length after cleaning', () => {
    expect(name.parse(' ab\u0000c ')).toBe('abc');
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('uzun');
  });

  it('turns a missing, null or invisible-only optional text into an empty string', () => {
    expect(notes.parse(undefined)).toBe('');
    expect(notes.parse(null)).toBe('');
    expect(notes.parse('\u200B ')).toBe('');
    expect(notes.parse('a\u0000\nb')).toBe('a\nb');
    expect(notes.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('uzun');
  });
});

describe('withStorableStrings', () => {
  it('replaces lone surrogates in values and keys at any depth, and leaves pairs and other text alone', () => {
    const body = JSON.parse('{"a":{"x\\ud800y":["b\\udc00",{"k":"\\ud83d\\ude00 ok"}]},"n":1}') as unknown;
    expect(withStorableStrings(body)).toEqual({ a: { 'x\uFFFDy': ['b\uFFFD', { k: '😀 ok' }] }, n: 1 });
  });

  it('keeps a key that becomes __proto__ an own key, never the prototype', () => {
    const body = JSON.parse('{"__proto__\\ud800":{"isAdmin":true}}') as Record<string, unknown>;
    const cleaned = withStorableStrings(body);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['__proto__\uFFFD']);
  });

  it('refuses nesting deeper than the limit', () => {
    let deep: unknown = 'x';
    for (let i = 0; i <= MAX_JSON_DEPTH; i += 1) deep = [deep];
    expect(() => withStorableStrings(deep)).toThrow(JsonTooDeepError);
  });

  it('passes a stream or a Buffer untouched (an upload’s body), however deep its insides', () => {
    const stream = Readable.from(['a']);
    expect(withStorableStrings(stream)).toBe(stream);
    const buffer = Buffer.from('\ud800');
    expect(withStorableStrings(buffer)).toBe(buffer);
  });
});
