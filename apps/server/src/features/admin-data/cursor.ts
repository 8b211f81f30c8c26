import { ADMIN_DATA_MSG } from '@uyku/domain';
import { badRequest } from '../../errors.js';

/**
 * Keyset cursors: the sort key of the last row of a page (a day or an exact timestamp, and an id),
 * as opaque base64url text. A page never skips or repeats a row when others are added meanwhile,
 * and page N costs the same as page 1 (no OFFSET).
 */
export interface Keyset {
  /** `YYYY-MM-DD` for sleep, an ISO timestamp with microseconds for heart rate. */
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\.\d{6}Z)?$/;

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.key, keyset.id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [key, id] = value as unknown[];
      if (typeof key === 'string' && typeof id === 'string' && KEY.test(key) && UUID.test(id)) return { key, id };
    }
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw badRequest(ADMIN_DATA_MSG.invalidCursor);
}

/** Reads `rows` (one more than the page) into the page and the next page's cursor. */
export function toPage<T>(rows: T[], limit: number, keyset: (row: T) => Keyset): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(keyset(last)) : null };
}
