import { sessionStore } from '../session';
import { listenForSyncMessages } from './background-sync';
import type { Outbox } from './outbox';

const CHANNEL = 'uyku-outbox';

/** Tells the app's other tabs that the kept writes changed, so their lists follow. */
export function announceChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * When the kept writes go out: at start, when the connection returns (`online`), when an account
 * signs in, and when the service worker relays a Background Sync; the outbox's own timer retries
 * with backoff in between. Returns the function that stops them all.
 */
export function startOutboxTriggers(outbox: Outbox): () => void {
  const sendAll = () => void outbox.flush({ force: true });
  window.addEventListener('online', sendAll);
  let account = sessionStore.get().user?.userId ?? null;
  const stopSession = sessionStore.subscribe(() => {
    const next = sessionStore.get().user?.userId ?? null;
    if (next !== account) {
      account = next;
      sendAll();
    }
  });
  const stopSync = listenForSyncMessages(sendAll);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = () => void outbox.reload();
  sendAll();
  return () => {
    window.removeEventListener('online', sendAll);
    stopSession();
    stopSync();
    channel?.close();
    outbox.stop();
  };
}
