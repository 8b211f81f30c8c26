import webpush from 'web-push';
import { PUSH_REMINDER_PAYLOAD } from '@uyku/domain';
import type { VapidKeys } from '../../config.js';
import { checkEndpoint, type EndpointPolicy } from './endpoint.js';
import { PushRefusedError, resolvePublicAddress, systemLookup, type CheckedAddress, type LookupAll } from './resolve.js';
import { nodeTransport, type PushTransport } from './transport.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push leaves the server; tests replace the resolver and the transport. */
export interface PushNetwork {
  lookup: LookupAll;
  transport: PushTransport;
}

export const systemNetwork: PushNetwork = { lookup: systemLookup, transport: nodeTransport };

/** A reminder is about this morning: a push service may drop it after four hours undelivered. */
const TTL_SECONDS = 4 * 60 * 60;

/**
 * Sends the reminder to one subscription and answers the push service's status, or throws
 * PushRefusedError without contacting anything. The endpoint is checked again here (rows stored
 * before the rules), its name resolved and every address checked, and the connection made to the
 * checked address (transport.ts). The payload is the fixed word PUSH_REMINDER_PAYLOAD, encrypted
 * (aes128gcm, RFC 8291) by web-push and signed with VAPID (RFC 8292); the service worker writes
 * the notification's text.
 */
export async function sendReminderPush(
  subscription: StoredSubscription,
  vapid: { keys: VapidKeys; subject: string },
  policy: EndpointPolicy,
  network: PushNetwork,
): Promise<number> {
  const checked = checkEndpoint(subscription.endpoint, policy);
  if (!checked.ok) throw new PushRefusedError(checked.reason);
  const { url, host } = checked;
  const target: CheckedAddress = 'address' in host ? host : await resolvePublicAddress(host.name, host.rule, network.lookup);
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    PUSH_REMINDER_PAYLOAD,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.keys.publicKey, privateKey: vapid.keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'normal',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // The transport sets the length of the body it sends.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  return network.transport({
    url,
    hostname: 'address' in host ? host.address : host.name,
    address: target.address,
    family: target.family,
    port: url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port),
    method: details.method,
    headers,
    body: details.body ?? Buffer.alloc(0),
  });
}
