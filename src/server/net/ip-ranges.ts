import { BlockList, isIP } from 'node:net';

/** Address classification for the outbound guard (outbound-guard.ts, decision 028): which ranges are not public. */

/** What an IP address is, as far as an outbound request is concerned: only 'public' may be connected to. */
export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  /** 100.64.0.0/10, carrier-grade NAT: inside a provider's network. */
  | 'shared'
  | 'link-local'
  | 'multicast'
  /** Documentation, benchmarking, protocol assignments, future use, broadcast, unassigned IPv6 space… */
  | 'reserved'
  | 'invalid';

type Family = 'ipv4' | 'ipv6';

/** Most specific first: the first range that holds an address names its kind. */
const RANGES: ReadonlyArray<readonly [network: string, prefix: number, family: Family, kind: AddressKind]> = [
  // IPv4 (IANA special-purpose registry: every block that is not globally reachable).
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'reserved'],
  ['192.88.99.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['198.51.100.0', 24, 'ipv4', 'reserved'],
  ['203.0.113.0', 24, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  // IPv6. Addresses with an IPv4 inside (mapped, NAT64, 6to4) are judged by that IPv4 before this table.
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
  // Inside 2000::/3 (global unicast): IETF protocol assignments (Teredo, benchmarking, ORCHID) and documentation.
  ['2001::', 23, 'ipv6', 'reserved'],
  ['2001:db8::', 32, 'ipv6', 'reserved'],
  ['3fff::', 20, 'ipv6', 'reserved'],
  // Everything outside 2000::/3 is not global unicast (IPv4-compatible, discard-only, site-local, unassigned…).
  ['::', 3, 'ipv6', 'reserved'],
  ['4000::', 2, 'ipv6', 'reserved'],
  ['8000::', 1, 'ipv6', 'reserved'],
];

const MATCHERS = RANGES.map(([network, prefix, family, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { family, kind, list };
});

/** '[::1]' → '::1', 'fe80::1%eth0' → 'fe80::1', 'Example.COM.' → 'example.com'. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** The eight 16-bit groups of an IPv6 address (which isIP already accepted), or null. */
export function ipv6Groups(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address of an IPv4-mapped IPv6 address (::ffff:a.b.c.d), else null. */
export function mappedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  return g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff ? ipv4Of(g6, g7) : null;
}

/** The IPv4 address a packet to this IPv6 address really goes to: IPv4-mapped, NAT64 (64:ff9b::/96) or 6to4. */
function embeddedIpv4(groups: number[]): string | null {
  const mapped = mappedIpv4(groups);
  if (mapped) return mapped;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return null;
}

/** Classifies an IP address (IPv4 or IPv6, brackets and zone allowed); anything that is not an IP is 'invalid'. */
export function classifyIp(input: string): AddressKind {
  const address = normalizeHost(input);
  const version = isIP(address);
  if (version === 0) return 'invalid';
  if (version === 6) {
    const groups = ipv6Groups(address);
    if (!groups) return 'invalid';
    const inner = embeddedIpv4(groups);
    if (inner) return classifyIp(inner);
  }
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  return MATCHERS.find((m) => m.family === family && m.list.check(address, family))?.kind ?? 'public';
}
