import type { ErrorCode } from '@uyku/domain';
import { sessionStore } from './session';

/** All calls go to one base path with JSON and the stored bearer token. */
export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** An explicit token (session verification); otherwise the stored one is sent when present. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (the outbox's Idempotency-Key and X-Client-Time, docs/decisions/019-idempotent-writes.md). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * 403 codes that ask for a step first, or say what is not open yet, not an end to the session
 * (docs/decisions/005, 006; the audio's phase, docs/decisions/034-intervention-phase-gate.md).
 */
const KEEPS_SESSION: ReadonlySet<string> = new Set(['PASSWORD_CHANGE_REQUIRED', 'CONSENT_REQUIRED', 'INTERVENTION_NOT_OPEN']);

/**
 * Calls the API and returns the parsed JSON. Failures throw ApiError with the server's Turkish
 * message. A 401 or 403 on a call made with a token ends the session (decision 005): the route
 * guards then send the browser to /login. A required password change is not an ending: the guard
 * shows the change-password screen instead, and a changed legal text the acceptance screen.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? sessionStore.get().token : options.token;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
  }

  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return payload as T;

  const envelope = (payload ?? {}) as { code?: ErrorCode; message?: string; details?: ApiError['details'] };
  const error = new ApiError(response.status, envelope.code ?? 'BAD_REQUEST', envelope.message ?? '', envelope.details);
  const sessionEnded =
    token &&
    (response.status === 401 || response.status === 403) &&
    !KEEPS_SESSION.has(envelope.code ?? 'BAD_REQUEST');
  if (sessionEnded && options.token === undefined) sessionStore.clear();
  throw error;
}

/** The message to show for a failed call: the server's, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
