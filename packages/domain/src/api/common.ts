import { z } from 'zod';

/** Machine-readable error codes of the one error envelope. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_APPROVED',
  'PASSWORD_CHANGE_REQUIRED',
  'CONSENT_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** An Idempotency-Key is still being processed by an earlier request (409; docs/decisions/019). */
  'IDEMPOTENCY_IN_PROGRESS',
  /** An Idempotency-Key came back with a different request (422). */
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  /** An upload that stopped sending bytes (408). */
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** A study setting that is fixed once the first participant is allocated (409). */
  'STUDY_LOCKED',
  /** A change to a locked analysis plan without its reason (409). */
  'PLAN_LOCKED',
  /** Audio content outside the participant's intervention phase (403). */
  'INTERVENTION_NOT_OPEN',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * Every failure answers `{ success: false, code, message, error }` with a Turkish message; `error`
 * is the same text, under the name the original client reads on failure (decision 014).
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  error: z.string(),
  details: z.array(fieldIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'Geçersiz kimlik' }) });
