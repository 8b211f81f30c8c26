import { lookup as dnsLookup } from 'node:dns/promises';
import { isPublicAddress } from './addresses.js';

/** Every address a name resolves to, as dns.lookup with `all: true` answers. */
export type LookupAll = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

/** The system resolver (getaddrinfo), as every other outbound connection of the process would use. */
export const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true });

/** Why a send did not happen: a code (and the host rule that admitted the endpoint), never the endpoint. */
export class PushRefusedError extends Error {
  override name = 'PushRefusedError';
  constructor(
    readonly reason: string,
    readonly rule?: string,
  ) {
    super(`push endpoint refused: ${reason}`);
  }
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a push service's name and answers the one address to connect to. If ANY answer is not a
 * public address the endpoint is refused: a name in an allowed zone that also points inside the
 * network (or a resolver that was tampered with) must not lead a connection there, whichever
 * answer a connection attempt would have picked.
 */
export async function resolvePublicAddress(hostname: string, rule: string, lookup: LookupAll): Promise<CheckedAddress> {
  let answers: readonly { address: string; family: number }[];
  try {
    answers = await lookup(hostname);
  } catch {
    throw new PushRefusedError('dns-failed', rule);
  }
  const [first] = answers;
  if (!first) throw new PushRefusedError('dns-empty', rule);
  if (!answers.every((answer) => isPublicAddress(answer.address))) throw new PushRefusedError('non-public-address', rule);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
