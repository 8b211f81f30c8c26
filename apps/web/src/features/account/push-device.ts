/**
 * This browser's side of the diary reminder (docs/operations.md, "Diary reminders"): whether it can receive Web Push,
 * and its subscription through the app's service worker. The server only ever learns the
 * subscription (an address at the browser maker's push service and its keys).
 */

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker registration, or undefined after a few seconds (none in development). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export type SubscribeOutcome = { ok: true; subscription: PushSubscriptionJSON } | { ok: false; reason: 'denied' | 'failed' };

export async function subscribeThisDevice(publicKey: string): Promise<SubscribeOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
  const reg = await registration();
  if (!reg) return { ok: false, reason: 'failed' };
  try {
    const existing = await reg.pushManager.getSubscription();
    const subscription =
      existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return { ok: true, subscription: subscription.toJSON() };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/** Ends this browser's subscription; answers its endpoint so the server can forget it too. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe().catch(() => false);
  return endpoint;
}
