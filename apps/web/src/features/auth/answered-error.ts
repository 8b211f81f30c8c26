import { ApiError } from '../../lib/api-client';
import { TEXTS } from '../../texts';

/** The server's message, else the screen's fallback; with no answer at all (offline), 'Bir hata oluştu'. */
export function answeredError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message || fallback : TEXTS.common.genericError;
}
