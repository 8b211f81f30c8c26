import { AUDIO_AFTER_VALUE_WINDOW_HOURS, type HeartRateMeasurement, type HeartRateSessionRequest, type HeartRateValue } from '@uyku/domain';
import { openSessionsKey } from './open-session-pending';

/**
 * Sessions begun on this device whose after-value is not yet saved: the one playing, one whose
 * after-modal was cancelled, and one the phone cut short (tab closed, app killed). Each is kept
 * with its before-value and the seconds heard so far, so nothing the participant gave is thrown
 * away; it is asked again at the next visit within the window, or saved with the after-value
 * recorded as never asked (docs/product.md, "Relaxation and binaural sessions").
 *
 * Kept in localStorage under the participant's id: the before-value is theirs, on their own
 * device, like the outbox (docs/decisions/021-offline-outbox.md); signing out clears nothing
 * another account can read, since each account reads only its own key.
 */
export interface OpenSession {
  id: string;
  contentType: 'relaxation' | 'binaural';
  itemId: string;
  itemName: string;
  before: HeartRateValue;
  /** How the before-value was measured, when not typed. */
  beforeMeasurement?: HeartRateMeasurement;
  /** Epoch milliseconds: playback start and the last moment playback was seen running. */
  startedAt: number;
  lastSeenAt: number;
  heardSeconds: number;
}

function isOpenSession(value: unknown): value is OpenSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    (v.contentType === 'relaxation' || v.contentType === 'binaural') &&
    typeof v.itemId === 'string' &&
    typeof v.itemName === 'string' &&
    (typeof v.before === 'number' || v.before === 'not_measured') &&
    typeof v.startedAt === 'number' &&
    typeof v.lastSeenAt === 'number' &&
    typeof v.heardSeconds === 'number'
  );
}

export function readOpenSessions(userId: string, storage: Storage = localStorage): OpenSession[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(openSessionsKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isOpenSession) : [];
  } catch {
    return [];
  }
}

function write(userId: string, sessions: OpenSession[], storage: Storage): void {
  try {
    if (sessions.length === 0) storage.removeItem(openSessionsKey(userId));
    else storage.setItem(openSessionsKey(userId), JSON.stringify(sessions));
  } catch {
    // Storage full or refused (private mode): the session still runs; only its recovery is lost.
  }
}

/** Adds or updates a session by id. */
export function keepOpenSession(userId: string, session: OpenSession, storage: Storage = localStorage): void {
  write(userId, [...readOpenSessions(userId, storage).filter((s) => s.id !== session.id), session], storage);
}

export function closeOpenSession(userId: string, id: string, storage: Storage = localStorage): void {
  write(userId, readOpenSessions(userId, storage).filter((s) => s.id !== id), storage);
}

/**
 * Whether the after-value of a session last seen at `lastSeenAt` may still be asked at `now`, in the
 * study's window (its settings; the default until they are known).
 */
export function afterValueStillAsked(session: Pick<OpenSession, 'lastSeenAt'>, now: number, windowHours = AUDIO_AFTER_VALUE_WINDOW_HOURS): boolean {
  return now - session.lastSeenAt <= windowHours * 3_600_000;
}

/** The API body of a kept session with its after-value: its length up to when it was last seen playing. */
export function openSessionRequest(session: OpenSession, after: HeartRateValue, afterMeasurement?: HeartRateMeasurement): HeartRateSessionRequest {
  const duration = Math.max(0, Math.round((session.lastSeenAt - session.startedAt) / 1000));
  return {
    content_type: session.contentType,
    content_id: session.itemId,
    content_name: session.itemName,
    heart_rate_before: session.before,
    heart_rate_after: after,
    duration,
    listened_seconds: Math.min(duration, Math.round(session.heardSeconds)),
    // When playback was last seen, so the server can tell an after-value given much later.
    ended_at: new Date(session.lastSeenAt).toISOString(),
    ...(session.beforeMeasurement && typeof session.before === 'number' ? { heart_rate_before_measurement: session.beforeMeasurement } : {}),
    ...(afterMeasurement && typeof after === 'number' ? { heart_rate_after_measurement: afterMeasurement } : {}),
  };
}
