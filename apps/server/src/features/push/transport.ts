import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** One push request, to be sent to `address` and no other, whatever `hostname` resolves to by then. */
export interface PushDelivery {
  url: URL;
  /** Host header and TLS server name (SNI, and the name the certificate must carry). */
  hostname: string;
  /** The address resolve.ts checked. */
  address: string;
  family: 4 | 6;
  port: number;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends a push and answers the push service's HTTP status. */
export type PushTransport = (delivery: PushDelivery) => Promise<number>;

const SEND_TIMEOUT_MS = 10_000;

/**
 * A lookup that answers the checked address only, so the socket goes where the check said even if
 * the name's DNS answer has changed since (DNS rebinding). Node asks with `all: true` when it
 * races address families, and without it otherwise.
 */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * node:https (node:http only in the loopback test mode) with the pinned lookup. Redirects are not
 * followed (a push service does not redirect), the answer's body is discarded, and one connection
 * per push (no pool) means no socket outlives the check it was opened after.
 */
export const nodeTransport: PushTransport = (delivery) =>
  new Promise<number>((resolve, reject) => {
    const secure = delivery.url.protocol === 'https:';
    const request = (secure ? https.request : http.request)(
      {
        hostname: delivery.hostname,
        port: delivery.port,
        path: `${delivery.url.pathname}${delivery.url.search}`,
        method: delivery.method,
        headers: { ...delivery.headers, 'content-length': String(delivery.body.length) },
        lookup: pinnedLookup(delivery.address, delivery.family),
        family: delivery.family,
        agent: false,
        ...(secure ? { servername: delivery.hostname } : {}),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on('error', reject);
        response.on('close', () => resolve(status));
      },
    );
    request.on('error', reject);
    request.end(delivery.body);
  });
