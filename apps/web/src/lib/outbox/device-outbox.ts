import { CLIENT_TIME_HEADER, IDEMPOTENCY_KEY_HEADER } from '@uyku/domain';
import { api } from '../api-client';
import { sessionStore } from '../session';
import { requestBackgroundSync } from './background-sync';
import { createOutbox } from './outbox';
import { indexedDbStore, memoryStore, type OutboxStore } from './store';
import { announceChange } from './triggers';
import type { OutboxWrite, SaveOutcome } from './types';

/** A save that hangs (a weak signal) is kept after this long instead of spinning; the key makes a late arrival harmless. */
const ATTEMPT_TIMEOUT_MS = 12_000;

function deviceStore(): OutboxStore {
  const idb = indexedDbStore();
  const fallback = memoryStore();
  // Where IndexedDB cannot open (some private modes), writes are still kept for this visit.
  let broken = false;
  const guard =
    <A extends unknown[], R>(run: (store: OutboxStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      // No IndexedDB at all (the unit tests' jsdom): memory, quietly.
      if (typeof indexedDB === 'undefined') broken = true;
      if (!broken) {
        try {
          return await run(idb, ...args);
        } catch (error) {
          console.warn('outbox: IndexedDB unavailable, keeping writes in memory', error instanceof Error ? error.message : error);
          broken = true;
        }
      }
      return run(fallback, ...args);
    };
  return {
    all: guard((store) => store.all()),
    put: guard((store, item: Parameters<OutboxStore['put']>[0]) => store.put(item)),
    remove: guard((store, key: string) => store.remove(key)),
  };
}

/** One attempt with the write's key and button time (docs/decisions/019-idempotent-writes.md). */
function sendWrite(write: OutboxWrite): Promise<unknown> {
  return api(write.path, {
    method: 'POST',
    body: write.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: write.idempotencyKey, [CLIENT_TIME_HEADER]: write.clientTime },
    signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
  });
}

/** The app's one outbox. */
export const outbox = createOutbox({
  store: deviceStore(),
  send: sendWrite,
  account: () => sessionStore.get().user?.userId ?? null,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  onQueued: () => void requestBackgroundSync(),
  onChanged: announceChange,
});

/** For a screen's save: sends now, or keeps the write and resolves with `{ queued: true }`. */
export function sendOrQueue<T>(write: OutboxWrite): Promise<SaveOutcome<T>> {
  return outbox.sendOrQueue<T>(write);
}
