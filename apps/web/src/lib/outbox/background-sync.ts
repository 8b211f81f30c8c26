/**
 * Background Sync (Chromium's `SyncManager`): the service worker (apps/web/pwa/service-worker.js)
 * gets a `sync` event with this tag once the device is online again, even with the app in the
 * background, and asks the open app windows to send. The worker does not send on its own: the
 * session's token lives in the page's storage, which a worker cannot read.
 */
export const OUTBOX_SYNC_TAG = 'uyku-outbox';
/** The worker's message to the app windows. */
export const OUTBOX_FLUSH_MESSAGE = 'uyku-outbox-flush';

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync: { register(tag: string): Promise<void> };
}

function canSync(registration: ServiceWorkerRegistration | undefined): registration is SyncCapableRegistration {
  return registration !== undefined && 'sync' in registration;
}

/** Asks for a `sync` event where the browser has Background Sync; elsewhere the `online` event does the work. */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !('SyncManager' in window)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (canSync(registration)) await registration.sync.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (no permission, no worker yet): the other triggers still send.
  }
}

/** Calls `flush` whenever the service worker relays a `sync` event. */
export function listenForSyncMessages(flush: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'object' && event.data !== null && 'type' in event.data && event.data.type === OUTBOX_FLUSH_MESSAGE)
      flush();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  // Messages wait in a queue until this (or the page's load) opens it; one sent early is not lost.
  navigator.serviceWorker.startMessages();
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
