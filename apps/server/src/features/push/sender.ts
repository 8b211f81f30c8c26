import webpush from 'web-push';
import { PUSH_REMINDER_PAYLOAD } from '@uyku/domain';
import type { VapidKeys } from '../../config.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A reminder is about this morning: a push service may drop it after four hours undelivered. */
const TTL_SECONDS = 4 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends the reminder to one subscription and answers the push service's status. The payload is
 * the fixed word PUSH_REMINDER_PAYLOAD, encrypted (aes128gcm, RFC 8291) by web-push and signed with
 * VAPID (RFC 8292); the service worker writes the notification's text. web-push builds the request,
 * fetch sends it (web-push's own sender speaks https only; the test's endpoint is plain loopback).
 */
export async function sendReminderPush(subscription: StoredSubscription, keys: VapidKeys, subject: string): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    PUSH_REMINDER_PAYLOAD,
    { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: TTL_SECONDS, urgency: 'normal' },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length itself and refuses a caller's.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ?? undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}
