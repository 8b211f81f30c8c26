/**
 * The participant's writes that may wait on the device for a connection (docs/decisions/021-offline-outbox.md):
 * a diary night, a heart-rate session, a form's 'Doldurdum' mark.
 */
export const OUTBOX_KINDS = ['sleep-session', 'heart-rate-session', 'form-response'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One write as the screen hands it over: sent at once when it can be, kept otherwise. */
export interface OutboxWrite {
  kind: OutboxKind;
  /** The POST's path under /api (`/sleep/sessions`). */
  path: string;
  body: unknown;
  /** Made once when the participant pressed the button; every attempt repeats it, so the server writes once. */
  idempotencyKey: string;
  /** The instant the button was pressed (ISO 8601 with its offset), sent as `X-Client-Time`. */
  clientTime: string;
  /** Query keys whose screens change once the write reaches the server. */
  invalidate?: readonly (readonly string[])[];
  /** A few words that name the write in a list when nothing else can (a form's title). */
  label?: string;
}

/**
 * A kept write. `waiting`: it goes out at the next chance. `refused`: the server answered it with a
 * 4xx (the night of that date exists by now…): it stays, with the server's message, until the
 * participant lets it go, so nothing disappears unseen.
 */
export interface OutboxItem extends OutboxWrite {
  /** Whose write it is: another account signed in on the same device never sends it. */
  accountId: string;
  state: 'waiting' | 'refused';
  attempts: number;
  /** Epoch milliseconds before which a retry waits (the backoff); a returning connection ignores it. */
  nextAttemptAt: number;
  refusal?: string;
}

/** What a screen learns from a save: the server's answer, or that the write waits on the device. */
export type SaveOutcome<T> = { queued: false; answer: T } | { queued: true };
