import { ApiError } from '../api-client';

/**
 * What a failed attempt means for a kept write:
 * - `retry`: no answer (offline, a dropped connection, a timeout), a 5xx, 408, 429, or the same key
 *   still being processed (409 IDEMPOTENCY_IN_PROGRESS): try again later with the same key;
 * - `signed-out`: 401/403, the session is over; the write waits for its account to sign in again;
 * - `refused`: any other 4xx: the server will answer the same again, so the participant must see it.
 */
export type FailureOutcome = 'retry' | 'signed-out' | 'refused';

export function failureOutcome(error: unknown): FailureOutcome {
  if (!(error instanceof ApiError)) return 'retry';
  const { status, code } = error;
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'retry';
  if (status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS') return 'retry';
  if (status === 401 || status === 403) return 'signed-out';
  return 'refused';
}

/** A dropped connection: trying the other kept writes now is pointless. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** Wait before the next try after `attempts` failed ones: 5 s, 10 s, 20 s… at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_WAIT_MS);
}
