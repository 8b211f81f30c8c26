import net from 'node:net';
import type { TrustProxy } from '../config.js';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count trusts that many proxies nearest to the
 * server, so the client's address is the one the outermost of them appended to X-Forwarded-For;
 * what the client wrote further left is ignored. (Fastify itself ignores a bare number.)
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * What a per-address limit counts: the IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so single IPv6 addresses would be free to rotate).
 */
export function addressSubject(ip: string): string {
  const v4 = mappedIpv4(ip);
  if (v4) return v4;
  if (net.isIPv6(ip)) return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:127.0.0.1`), as a dual-stack socket reports it. */
function mappedIpv4(ip: string): string | undefined {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
}

function expandIpv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: a connection from this machine itself. */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = mappedIpv4(ip) ?? ip;
  return net.isIPv4(v4) ? v4.startsWith('127.') : net.isIPv6(ip) && expandIpv6(ip).join(':') === '0:0:0:0:0:0:0:1';
}
