import net from 'node:net';

/**
 * Whether an address a push service's name resolved to may be contacted: globally routable unicast
 * only. Everything a name could point at inside the deployment's own network is refused — loopback,
 * private, link-local, unique-local, CGNAT, unspecified, multicast, documentation and benchmark
 * ranges, and IPv6 forms that carry such an IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.split('%')[0] ?? '';
  if (net.isIPv4(bare)) return isPublicIpv4(ipv4Bytes(bare));
  if (net.isIPv6(bare)) return isPublicIpv6(ipv6Bytes(bare));
  return false;
}

/** IPv4 ranges no push service lives in (RFC 6890 and successors), as [first octets, prefix length]. */
const IPV4_REFUSED: readonly (readonly [readonly number[], number])[] = [
  [[0], 8], // "this network", unspecified
  [[10], 8], // private
  [[100, 64], 10], // shared address space (CGNAT)
  [[127], 8], // loopback
  [[169, 254], 16], // link-local (cloud metadata services live here)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and the broadcast address
];

function inPrefix(bytes: readonly number[], prefix: readonly number[], length: number): boolean {
  for (let bit = 0; bit < length; bit += 1) {
    const index = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicIpv4(bytes: readonly number[]): boolean {
  return !IPV4_REFUSED.some(([prefix, length]) => inPrefix(bytes, prefix, length));
}

const hex = (value: number) => [value >> 8, value & 0xff];

function ipv4Bytes(text: string): number[] {
  return text.split('.').map(Number);
}

/** The 16 bytes of an address net.isIPv6 accepted (with `::` and an optional dotted IPv4 tail). */
function ipv6Bytes(text: string): number[] {
  const toGroups = (part: string): number[] =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ipv4Bytes(group) : hex(parseInt(group, 16))));
  const [head = '', tail] = text.split('::');
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  return [...front, ...new Array<number>(16 - front.length - back.length).fill(0), ...back];
}

/** IPv6 prefixes that embed an IPv4 address in their last 32 bits, which then decides. */
const IPV6_EMBEDDING_IPV4: readonly (readonly [readonly number[], number])[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96], // IPv4-mapped
  [[0, 0x64, 0xff, 0x9b], 96], // NAT64 well-known prefix (DNS64 answers on IPv6-only networks)
];

/** Inside global unicast 2000::/3, ranges that are not the Internet. */
const IPV6_REFUSED: readonly (readonly [readonly number[], number])[] = [
  [[0x20, 0x01, 0x00], 23], // IETF protocol assignments (Teredo, ORCHID, …)
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x02], 16], // 6to4, whose embedded IPv4 address could be anything
  [[0x3f, 0xff, 0x00], 20], // documentation
];

function isPublicIpv6(bytes: readonly number[]): boolean {
  const embedding = IPV6_EMBEDDING_IPV4.find(([prefix, length]) => inPrefix(bytes, prefix, length));
  if (embedding) return isPublicIpv4(bytes.slice(12));
  // Everything outside 2000::/3 (unspecified, loopback, unique-local, link-local, multicast, …) is refused.
  if (!inPrefix(bytes, [0x20], 3)) return false;
  return !IPV6_REFUSED.some(([prefix, length]) => inPrefix(bytes, prefix, length));
}
