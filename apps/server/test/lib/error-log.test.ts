import { describe, expect, it } from 'vitest';
import { serializeError } from '../../src/lib/error-log.js';

/** The one error serializer (docs/security.md, "Logs"): what a wrapped database error leaves in the log. */
class DatabaseError extends Error {
  code = '23505';
  constraint = 'users_phone_unique';
  detail = 'Key (phone)=(05551234567) already exists.';
}
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('serializeError', () => {
  it('keeps the class, the SQLSTATE and the constraint of a wrapped database error, nothing else', () => {
    const cause = new DatabaseError('duplicate key value violates unique constraint "users_phone_unique"');
    const error = new DrizzleQueryError('insert into "users" ("phone", "password_hash") values ($1, $2)', ['05551234567', '$argon2id$v=19$…'], cause);
    const logged = serializeError(error);
    expect(logged).toEqual({
      type: 'DrizzleQueryError',
      causeType: 'DatabaseError',
      code: '23505',
      constraint: 'users_phone_unique',
    });
    expect(JSON.stringify(logged)).not.toMatch(/0555|argon2|insert|duplicate/);
  });

  it('keeps a library code but never a message, and survives odd values', () => {
    expect(serializeError(Object.assign(new Error('Ali Veli 0555'), { code: 'FST_ERR_X' }))).toEqual({
      type: 'Error',
      code: 'FST_ERR_X',
    });
    expect(serializeError(Object.assign(new Error('x'), { code: 'not a code: 0555 123' }))).toEqual({ type: 'Error' });
    expect(serializeError('a string with 05551234567')).toEqual({ type: 'string' });
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(serializeError(loop)).toEqual({ type: 'Object' });
  });
});
