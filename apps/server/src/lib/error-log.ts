/**
 * The one way an error reaches the log. A failed statement carries its SQL, its parameters (a
 * phone, a name, a password hash, a night's notes) and a cause repeating them; a message may quote
 * the value that failed. None of that may be written: only the error's class, its SQLSTATE or
 * library code and the constraint it broke. Route and request id come from the request's logger
 * (`reqId`) and the `route` field the error handler adds.
 */
export interface LoggedError {
  type: string;
  /** The class of the innermost cause when it differs (e.g. the driver's DatabaseError). */
  causeType?: string;
  /** SQLSTATE of a database error, or a library's error code (FST_ERR_…, ECONNREFUSED). */
  code?: string;
  constraint?: string;
}

const MAX_CAUSE_DEPTH = 5;

function className(value: object): string {
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name.length > 0 ? name : 'Object';
}

/** The error and its causes, outermost first (drizzle wraps the driver's error in `cause`). */
export function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && chain.length < MAX_CAUSE_DEPTH && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const SAFE_CODE = /^[A-Za-z0-9_]{1,64}$/;

/** The first code found along the chain that looks like a code (never a free text). */
export function errorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && SAFE_CODE.test(code)) return code;
  }
  return undefined;
}

/** The SQLSTATE of a database error anywhere along the chain (five characters). */
export function sqlState(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function serializeError(error: unknown): LoggedError {
  if (error === null || typeof error !== 'object') return { type: typeof error };
  const chain = errorChain(error);
  const innermost = chain[chain.length - 1] ?? error;
  const logged: LoggedError = { type: className(error) };
  if (innermost !== error && className(innermost) !== logged.type) logged.causeType = className(innermost);
  const code = errorCode(error);
  if (code) logged.code = code;
  for (const link of chain) {
    const constraint = (link as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && SAFE_CODE.test(constraint)) {
      logged.constraint = constraint;
      break;
    }
  }
  return logged;
}
