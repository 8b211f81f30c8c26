import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { failureOutcome, retryDelayMs } from './send-policy';

describe('what a failed attempt means', () => {
  it.each([
    [new ApiError(0, 'NETWORK_ERROR', ''), 'retry'],
    [new TypeError('Failed to fetch'), 'retry'],
    [new ApiError(500, 'INTERNAL_ERROR', ''), 'retry'],
    [new ApiError(503, 'SERVICE_UNAVAILABLE', ''), 'retry'],
    [new ApiError(429, 'RATE_LIMITED', ''), 'retry'],
    [new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', ''), 'retry'],
    [new ApiError(401, 'UNAUTHENTICATED', ''), 'signed-out'],
    [new ApiError(403, 'FORBIDDEN', ''), 'signed-out'],
    [new ApiError(409, 'CONFLICT', ''), 'refused'],
    [new ApiError(400, 'VALIDATION_ERROR', ''), 'refused'],
    [new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', ''), 'refused'],
  ] as const)('%s → %s', (error, outcome) => {
    expect(failureOutcome(error)).toBe(outcome);
  });

  it('waits 5 s, then twice as long each time, at most 5 minutes', () => {
    expect([1, 2, 3, 4, 7, 20].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000, 300_000]);
  });
});
