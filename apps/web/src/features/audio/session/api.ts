import type { HeartRateSessionRequest } from '@uyku/domain';
import { api } from '../../../lib/api-client';

/** POST /heart-rate/sessions, shared by both audio screens. */
export function saveHeartRateSession(body: HeartRateSessionRequest): Promise<unknown> {
  return api('/heart-rate/sessions', { method: 'POST', body });
}
