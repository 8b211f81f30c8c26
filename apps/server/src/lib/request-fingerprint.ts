import { createHash } from 'node:crypto';

/**
 * JSON with every object's keys sorted, so two bodies that differ only in key order (or in
 * whitespace) are the same request. Arrays keep their order: it means something.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests the same for an `Idempotency-Key` (docs/decisions/019-idempotent-writes.md):
 * SHA-256 (hex) of the method, the route pattern and the canonical body. Only the hash is stored.
 */
export function requestFingerprint(method: string, route: string, body: unknown): string {
  return createHash('sha256').update(`${method}\n${route}\n${canonicalJson(body ?? null)}`).digest('hex');
}
