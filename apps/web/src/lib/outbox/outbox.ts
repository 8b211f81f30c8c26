import { failureOutcome, isUnreachable, retryDelayMs } from './send-policy';
import type { OutboxStore } from './store';
import type { OutboxItem, OutboxWrite, SaveOutcome } from './types';

export interface OutboxDeps {
  store: OutboxStore;
  /** One attempt; throws ApiError on failure. */
  send: (write: OutboxWrite) => Promise<unknown>;
  /** The signed-in account, or null. */
  account: () => string | null;
  isOnline: () => boolean;
  now?: () => number;
  /** After a write was kept: ask the service worker for a Background Sync. */
  onQueued?: () => void;
  /** After the kept writes changed: tell the app's other tabs. */
  onChanged?: () => void;
}

export interface Outbox {
  /** Sends the write now when it can; keeps it (and resolves) on no answer or a 5xx; throws a 4xx as before. */
  sendOrQueue<T>(write: OutboxWrite): Promise<SaveOutcome<T>>;
  /** Sends the signed-in account's waiting writes; `force` ignores the backoff (the connection came back). */
  flush(options?: { force?: boolean }): Promise<void>;
  /** Lets a refused write go. */
  discard(idempotencyKey: string): Promise<void>;
  /** Re-reads the store (another tab changed it). */
  reload(): Promise<void>;
  /** Every kept write, of every account on the device; a new array after each change. */
  items(): readonly OutboxItem[];
  subscribe(listener: () => void): () => void;
  /** Called with each kept write the server has accepted. */
  onSent(listener: (item: OutboxItem) => void): () => void;
  /** Stops the retry timer. */
  stop(): void;
}

/**
 * The outbox (docs/decisions/021-offline-outbox.md): the writes that found no server wait in the
 * store and go out, oldest first, at the next chance, each with its own key, so an answer lost on
 * the way costs a replay and never a second record.
 */
export function createOutbox(deps: OutboxDeps): Outbox {
  const now = deps.now ?? Date.now;
  let snapshot: readonly OutboxItem[] = [];
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(item: OutboxItem) => void>();
  let flushing: Promise<void> | null = null;
  let again = false;
  let againForced = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const publish = (items: readonly OutboxItem[]) => {
    snapshot = [...items].sort((a, b) => a.clientTime.localeCompare(b.clientTime));
    for (const listener of listeners) listener();
  };
  const load = async () => publish(await deps.store.all().catch(() => []));
  // Read on first use, not at import: the module is also loaded where no store exists (tests, the prerender).
  let loaded: Promise<void> | null = null;
  const ready = () => (loaded ??= load());

  const save = async (item: OutboxItem) => {
    await deps.store.put(item);
    publish([...snapshot.filter((kept) => kept.idempotencyKey !== item.idempotencyKey), item]);
    deps.onChanged?.();
  };
  const forget = async (key: string) => {
    await deps.store.remove(key);
    publish(snapshot.filter((kept) => kept.idempotencyKey !== key));
    deps.onChanged?.();
  };

  const scheduleNext = () => {
    clearTimeout(timer);
    const account = deps.account();
    const due = snapshot
      .filter((item) => item.accountId === account && item.state === 'waiting')
      .map((item) => item.nextAttemptAt);
    if (due.length === 0) return;
    timer = setTimeout(() => void flush(), Math.max(Math.min(...due) - now(), 0));
  };

  /** One attempt at a kept write; false when the others should wait too. */
  const attempt = async (item: OutboxItem): Promise<boolean> => {
    try {
      await deps.send(item);
    } catch (error) {
      const outcome = failureOutcome(error);
      if (outcome === 'refused') {
        await save({ ...item, state: 'refused', refusal: error instanceof Error ? error.message : undefined });
        return true;
      }
      // Also when signed out or asked for a step first (a changed legal text): later, never in a tight loop.
      const attempts = item.attempts + 1;
      await save({ ...item, attempts, nextAttemptAt: now() + retryDelayMs(attempts) });
      return outcome === 'retry' && !isUnreachable(error);
    }
    await forget(item.idempotencyKey);
    for (const listener of sentListeners) listener(item);
    return true;
  };

  const run = async (force: boolean) => {
    await ready();
    const account = deps.account();
    if (!account || !deps.isOnline()) return;
    const waiting = snapshot.filter((item) => item.accountId === account && item.state === 'waiting');
    for (const item of waiting) {
      if (!force && item.nextAttemptAt > now()) continue;
      if (!(await attempt(item))) break;
    }
  };

  function flush({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (flushing) {
      // A flush is under way: run once more after it, for what arrived meanwhile.
      again = true;
      againForced ||= force;
      return flushing;
    }
    flushing = (async () => {
      let forced = force;
      do {
        again = false;
        await run(forced);
        forced = againForced;
        againForced = false;
      } while (again);
    })()
      .catch((error: unknown) => console.warn('outbox flush failed', error instanceof Error ? error.message : error))
      .finally(() => {
        flushing = null;
        scheduleNext();
      });
    return flushing;
  }

  return {
    async sendOrQueue<T>(write: OutboxWrite): Promise<SaveOutcome<T>> {
      const account = deps.account();
      let tried = false;
      if (account && deps.isOnline()) {
        tried = true;
        try {
          return { queued: false, answer: (await deps.send(write)) as T };
        } catch (error) {
          if (failureOutcome(error) !== 'retry') throw error;
        }
      }
      // Signed out, nothing to keep it for: the screen shows the failure as before.
      if (!account) return { queued: false, answer: (await deps.send(write)) as T };
      await ready();
      const attempts = tried ? 1 : 0;
      await save({
        ...write,
        accountId: account,
        state: 'waiting',
        attempts,
        nextAttemptAt: now() + (tried ? retryDelayMs(1) : 0),
      });
      deps.onQueued?.();
      scheduleNext();
      return { queued: true };
    },
    flush,
    discard: forget,
    reload: () => {
      loaded = load();
      return loaded;
    },
    items: () => snapshot,
    subscribe(listener) {
      void ready();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSent(listener) {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
    stop: () => clearTimeout(timer),
  };
}
