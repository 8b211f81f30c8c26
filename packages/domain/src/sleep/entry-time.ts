/**
 * When a night was entered: the moment the participant pressed 'Kaydet', which an offline save
 * sends along (`client_created_at`), if it is plausible; otherwise the server's receipt time
 * (`created_at`). The data-quality flags read this one instant (docs/sleep-metrics.md,
 * "Data-quality flags"; docs/decisions/019-idempotent-writes.md).
 */

/** A device clock may run this far ahead of the server's and its time still count. */
export const CLIENT_CLOCK_SKEW_MINUTES = 5;
/** A save may wait in the outbox this long before reaching the server and its time still count. */
export const CLIENT_TIME_MAX_AGE_DAYS = 7;

const SKEW_MS = CLIENT_CLOCK_SKEW_MINUTES * 60_000;
const MAX_AGE_MS = CLIENT_TIME_MAX_AGE_DAYS * 24 * 3_600_000;

export interface EntryTimes {
  /** The server's receipt of the first save. */
  createdAt: Date | string;
  /** The device's time of that save, as sent; null when none was sent. */
  clientCreatedAt: Date | string | null;
}

const instant = (value: Date | string): number => new Date(value).getTime();

/** Whether a device's save time can be believed: not after the receipt (beyond the skew) and not over 7 days before it. */
export function isPlausibleClientTime(clientMs: number, receivedMs: number): boolean {
  return Number.isFinite(clientMs) && clientMs <= receivedMs + SKEW_MS && clientMs >= receivedMs - MAX_AGE_MS;
}

/**
 * The entry instant in ms. A plausible device time a little ahead of the receipt (clock skew) is
 * taken as the receipt itself: a save cannot have happened after the server received it.
 */
export function entryInstant({ createdAt, clientCreatedAt }: EntryTimes): number {
  const received = instant(createdAt);
  if (clientCreatedAt === null) return received;
  const client = instant(clientCreatedAt);
  return isPlausibleClientTime(client, received) ? Math.min(client, received) : received;
}
