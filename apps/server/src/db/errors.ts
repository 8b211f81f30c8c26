/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505). Drizzle wraps the
 * driver's error, so the code may sit on the error itself or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;
function anyLink(error: unknown, test: (link: { code?: unknown; message?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if (test(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Text PostgreSQL cannot store: a NUL byte (22021 character_not_in_repertoire), an escape it
 * cannot translate (22P05), or a value its type cannot read (22P02 invalid_text_representation,
 * e.g. a lone surrogate in json). The text policy cleans every string of a request first
 * (plugins/text-policy.ts) and the schemas check every typed value; this is the backstop.
 */
export function isUnstorableText(error: unknown): boolean {
  return anyLink(error, (link) => link.code === '22021' || link.code === '22P05' || link.code === '22P02');
}

/** Driver errors without a SQLSTATE that mean "the database did not answer in time". */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Connection terminated unexpectedly',
];

/**
 * The database is slow, stopped or unreachable: a statement or query timeout (57014), a server
 * shutting down (57P01–57P03), too many connections (53300), a connection failure (class 08) or the
 * pool's own connection and query timeouts. Such a request answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyLink(error, (link) => {
    const code = codeOf(link);
    if (typeof code === 'string') {
      if (code === '57014' || code === '53300' || /^57P0[1-3]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT') return true;
    }
    return typeof link.message === 'string' && UNAVAILABLE_MESSAGES.includes(link.message);
  });
}
