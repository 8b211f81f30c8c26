import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends. Every one is JSON-safe (the request carries it as
 * JSON), so what the route's schema sees is exactly what was generated.
 */

/** Builds a JSON object with OWN keys such as `__proto__`, as a JSON parser would (a literal would set the prototype). */
export function ownKeys(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'] as const;

/** Short pieces that mean something to a parser, a database, a browser or a terminal. */
const NASTY_PIECES = [
  // control characters, NUL first: PostgreSQL refuses it in text
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u001B[31m',
  '\u007F',
  '\u0085',
  '\r\n',
  '\t',
  '\v',
  '\f',
  // direction overrides and invisible characters
  '\u202E',
  '\u202D',
  '\u2066',
  '\u2069',
  '\u200B',
  '\u200F',
  '\uFEFF',
  '\u00AD',
  '\u3164',
  // lone surrogates (JSON carries them escaped)
  '\uD800',
  '\uDFFF',
  // emoji, combining marks, other scripts
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'e\u0301',
  'İı',
  'ğüşöçĞÜŞÖÇ',
  '中文',
  'עברית',
  'العربية',
  // number-like and keyword-like text
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '1_000',
  '١٢٣',
  '１２３',
  'null',
  'undefined',
  'true',
  'false',
  // SQL
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(0) --',
  '$1',
  '%s',
  '%00',
  // HTML and template syntax
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</textarea>',
  '{{7*7}}',
  '${7*7}',
  '&lt;',
  // paths and formulas
  '../../etc/passwd',
  '=cmd|calc!A1',
  '@SUM(1)',
  '+1',
  '-1',
] as const;

/** A text made of nasty pieces, ordinary text and random code points (surrogates included). */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY_PIECES), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_PIECES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   ', '\u200B\u200B', '\n\n', '\u0000') },
);

/**
 * Huge texts: beyond every field's maximum, and some beyond the body limit (256 KiB, answered 413).
 * Few and repeated from one piece, so they are cheap to build and to send.
 */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('a', 'ğ', '😀', '\u0000', '<b>', "'", '\u202E', ' '),
    fc.constantFrom(256, 2_001, 10_000, 70_000, 300_000),
  )
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

/** Numbers out of every bound: negative, fractional, huge, tiny, beyond the safe integers. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0.5,
    1e-300,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    999_999_999,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Objects and arrays nested far deeper than any contract allows. */
export const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(20, 200, 2_000), fc.boolean(), fc.boolean())
  .map(([depth, asArray, poisoned]) => {
    let value: unknown = poisoned ? ownKeys([['__proto__', { isAdmin: true }]]) : 'x';
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
    return value;
  });

/** Objects whose own keys reach for the prototype. */
export const prototypeObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.oneof(
      fc.constant({ isAdmin: true, isApproved: true }),
      fc.constant({ prototype: { isAdmin: true } }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  )
  .map(([key, value]) => ownKeys([[key, value]]));

/** Keys a client could send in a map: lone surrogates, NUL, direction marks, prototype names. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('x\uD800y', '\uDFFF', 'a\u0000b', '\u202Ekey', ' ', '', '\uFEFF', '__proto__', 'constructor'),
  nastyString.map((text) => text.slice(0, 40)),
);

/** Hostile strings nested in lists and maps under odd keys, as a form's answers could carry them. */
export const nestedStrings: fc.Arbitrary<Record<string, unknown>> = fc
  .array(
    fc.tuple(
      oddKey,
      fc.oneof(
        nastyString,
        fc.array(nastyString, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(oddKey, nastyString), { minLength: 1, maxLength: 2 }).map((pairs) => ownKeys(pairs)),
      ),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((entries) => ownKeys(entries));

/** Any hostile value, of any JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, [], [null], { $ne: null }, { $gt: '' }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 2, arbitrary: prototypeObject },
  { weight: 2, arbitrary: nestedStrings },
);

/** Keys a body should never carry: prototype keys, unknown names, absurd names. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom('isAdmin', 'is_admin', 'isApproved', 'userId', 'id', 'role', 'password_hash') },
  { weight: 1, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom('k'.repeat(10_000)) },
);

/** What goes into a URL where an id is expected: near-misses of a UUID and hostile text. */
export const malformedId: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc
      .uuid()
      .chain((uuid) =>
        fc.constantFrom(
          uuid.slice(0, -1),
          `${uuid}0`,
          `${uuid} `,
          ` ${uuid}`,
          `${uuid}\u0000`,
          `${uuid}/..`,
          uuid.replace(/-/g, ''),
          uuid.replace(/[0-9a-f]$/, 'g'),
          `{${uuid}}`,
          `${uuid}'--`,
          uuid.replace(/-/g, '\u2010'),
        ),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1',
      '1e3',
      'NaN',
      'null',
      'undefined',
      '..',
      '.',
      '%',
      '%2e%2e',
      '?',
      '#',
      ' ',
      'admin',
      'me',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: -1e6, max: 1e12 }).map(String) },
  { weight: 1, arbitrary: hugeString.map((text) => text.slice(0, 3_000)) },
);
