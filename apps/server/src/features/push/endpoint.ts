import net from 'node:net';
import { isLocalName, matchPushHost, withoutTrailingDot } from '@uyku/domain';

/**
 * Which push endpoints the server will ever contact, judged from the URL alone: at subscribe time
 * (a 400 for the participant) and again before every send (rows stored before these rules, or a
 * host an operator has since removed). What the names resolve to is checked at send time (resolve.ts).
 */

export interface EndpointPolicy {
  /** Host rules (packages/domain/src/push-hosts.ts syntax): the browsers' services and PUSH_ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
  /** Tests only: plain http to a loopback address literal, for the test's own push receiver. */
  allowLoopbackHttp: boolean;
}

/** Why an endpoint is refused: a code that says nothing about the participant, safe to log. */
export type EndpointRefusal = 'not-a-url' | 'scheme' | 'credentials' | 'port' | 'ip-literal' | 'local-name' | 'host-not-allowed';

export type EndpointCheck =
  | {
      ok: true;
      url: URL;
      /** The host to connect to: a DNS name to resolve and check, or (loopback test mode) an address. */
      host: { name: string; rule: string } | { address: string; family: 4 | 6; rule: 'loopback-test' };
    }
  | { ok: false; reason: EndpointRefusal };

const LOOPBACK_LITERALS: Record<string, { address: string; family: 4 | 6 }> = {
  '127.0.0.1': { address: '127.0.0.1', family: 4 },
  '[::1]': { address: '::1', family: 6 },
};

/**
 * Only `https:` on the push services' hosts, on the default port, without user:password@. URL
 * parsing comes first, so `2130706433` or `0x7f.1` are judged as what they become: 127.0.0.1.
 */
export function checkEndpoint(endpoint: string, policy: EndpointPolicy): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  const loopback = LOOPBACK_LITERALS[url.hostname];
  if (policy.allowLoopbackHttp && url.protocol === 'http:' && loopback) {
    return { ok: true, url, host: { ...loopback, rule: 'loopback-test' } };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  // URL drops the scheme's default port, so an empty port is 443 and any other is refused.
  if (url.port !== '') return { ok: false, reason: 'port' };
  const name = withoutTrailingDot(url.hostname);
  if (name.startsWith('[') || net.isIP(name) !== 0) return { ok: false, reason: 'ip-literal' };
  if (isLocalName(name)) return { ok: false, reason: 'local-name' };
  const rule = matchPushHost(name, policy.allowedHosts);
  if (rule === undefined) return { ok: false, reason: 'host-not-allowed' };
  return { ok: true, url, host: { name, rule } };
}
