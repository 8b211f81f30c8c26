/**
 * A new `Idempotency-Key` (docs/decisions/019-idempotent-writes.md). `crypto.randomUUID` exists only
 * in secure contexts; a deployment tried over plain HTTP on a local network still gets 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
