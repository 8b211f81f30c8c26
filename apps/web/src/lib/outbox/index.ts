/** The offline outbox (docs/decisions/021-offline-outbox.md): what screens and the app use of it. */
export { outbox, sendOrQueue } from './device-outbox';
export { newIdempotencyKey } from './key';
export { OUTBOX_TEXTS } from './texts';
export { startOutboxTriggers } from './triggers';
export type { OutboxItem, OutboxKind, OutboxWrite, SaveOutcome } from './types';
export { usePendingWrites } from './usePendingWrites';
