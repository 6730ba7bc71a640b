import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Env } from '../env';

/**
 * The one guard for every request the server makes to an address a user typed (Web Push endpoints today, outgoing
 * webhooks next): only public unicast addresses, checked on the address the socket connects to (DNS answers are
 * vetted in the socket's own `lookup`, so a name cannot be re-resolved to another address between the check and
 * the connection), no redirects followed, bounded time and response body. Decision 028.
 */

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
function ipv6Groups(address: string): number[] | null {
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

/** The IPv4 address a packet to this IPv6 address really goes to: IPv4-mapped, NAT64 (64:ff9b::/96) or 6to4. */
function embeddedIpv4(groups: number[]): string | null {
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
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return ipv4Of(g6, g7);
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

/** Refused by the guard: the host is, or resolves to, an address that is not public. */
export class OutboundBlockedError extends Error {
  override name = 'OutboundBlockedError';
  readonly code = 'OUTBOUND_BLOCKED';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly kind: AddressKind,
  ) {
    super(
      host === address
        ? `outbound request refused: ${address} is ${kind}`
        : `outbound request refused: ${host} resolves to ${address} (${kind})`,
    );
  }
}

/** The request took longer than its time limit (connection, sending and the whole answer). */
export class OutboundTimeoutError extends Error {
  override name = 'OutboundTimeoutError';
  readonly code = 'OUTBOUND_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`outbound request timed out after ${timeoutMs} ms`);
  }
}

/** Resolves a host name to its addresses (default: the system resolver, as Node's sockets use). */
export type Resolver = (hostname: string, options: dns.LookupOptions) => Promise<dns.LookupAddress[]>;

const systemResolver: Resolver = (hostname, options) =>
  dns.promises.lookup(hostname, { family: options.family, hints: options.hints, all: true });

export interface OutboundRequestInit {
  method?: string;
  headers?: Record<string, string | number>;
  body?: Uint8Array | string | null;
  /** The whole exchange: resolving, connecting, sending and reading the answer. */
  timeoutMs: number;
  /** Bytes of the answer kept; the rest is not read (the connection is closed). */
  maxResponseBytes: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The answer was longer than maxResponseBytes; `body` is its beginning. */
  isTruncated: boolean;
}

export interface OutboundGuard {
  /** The kind of a URL's host when it is an IP literal that may not be connected to; null otherwise. */
  blockedLiteral(url: string | URL): AddressKind | null;
  /** A `lookup` for net/http(s) sockets that refuses names resolving to any address that is not public. */
  lookup: LookupFunction;
  /**
   * Agents with that lookup. No keep-alive: every request resolves and is vetted afresh, and never races a server
   * closing an idle pooled socket (a lost push).
   */
  agents: { http: http.Agent; https: https.Agent };
  /** One request, never following a redirect (a 3xx is an answer like any other). Rejects when refused. */
  request(url: string | URL, init: OutboundRequestInit): Promise<OutboundResponse>;
}

export function createOutboundGuard({
  allowHosts = [],
  resolve = systemResolver,
}: {
  /** Host names or IP literals (exact, case-insensitive) reached whatever their address: internal services. */
  allowHosts?: readonly string[];
  resolve?: Resolver;
} = {}): OutboundGuard {
  const allowed = new Set(allowHosts.map(normalizeHost));
  const isAllowed = (host: string) => allowed.has(normalizeHost(host));

  const blockedLiteral = (url: string | URL): AddressKind | null => {
    const host = normalizeHost(new URL(url).hostname);
    if (isIP(host) === 0 || allowed.has(host)) return null;
    const kind = classifyIp(host);
    return kind === 'public' ? null : kind;
  };

  const vetted = async (hostname: string, options: dns.LookupOptions) => {
    const addresses = await resolve(hostname, options);
    if (addresses.length === 0) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
    }
    if (!isAllowed(hostname)) {
      // One forbidden answer refuses the name: a connection attempt (happy eyeballs) could race to it.
      for (const { address } of addresses) {
        const kind = classifyIp(address);
        if (kind !== 'public') throw new OutboundBlockedError(hostname, address, kind);
      }
    }
    return addresses;
  };

  const lookup: LookupFunction = (hostname, options, callback) => {
    vetted(hostname, options).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };

  const agents = {
    http: new http.Agent({ keepAlive: false, lookup }),
    https: new https.Agent({ keepAlive: false, lookup }),
  };

  const request = (url: string | URL, init: OutboundRequestInit) =>
    new Promise<OutboundResponse>((resolvePromise, reject) => {
      const target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        reject(new Error(`outbound request refused: ${target.protocol} is not http or https`));
        return;
      }
      const kind = blockedLiteral(target);
      if (kind) {
        // Node does not call `lookup` for an IP literal: it connects at once, so literals are judged here.
        const host = normalizeHost(target.hostname);
        reject(new OutboundBlockedError(host, host, kind));
        return;
      }
      const isHttps = target.protocol === 'https:';
      const req = (isHttps ? https : http).request(target, {
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: isHttps ? agents.https : agents.http,
        lookup,
      });
      let res: http.IncomingMessage | undefined;
      const timer = setTimeout(() => {
        const err = new OutboundTimeoutError(init.timeoutMs);
        req.destroy(err);
        res?.destroy(err);
      }, init.timeoutMs);
      const fail = (err: Error) => {
        clearTimeout(timer);
        reject(err);
      };
      req.on('error', fail);
      req.on('response', (response) => {
        res = response;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = (isTruncated: boolean) => {
          clearTimeout(timer);
          const body = Buffer.concat(chunks);
          resolvePromise({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: body.subarray(0, init.maxResponseBytes),
            isTruncated,
          });
        };
        response.on('error', fail);
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size > init.maxResponseBytes) {
            finish(true);
            response.destroy();
          }
        });
        response.on('end', () => finish(false));
        response.on('close', () => {
          if (!response.complete)
            fail(new Error('outbound request: the connection closed before the answer ended'));
        });
      });
      req.end(init.body ?? undefined);
    });

  return { blockedLiteral, lookup, agents, request };
}

const guards = new WeakMap<object, OutboundGuard>();

/** The app's guard for its settings (one per parsed environment, so its agents are shared). */
export function outboundGuard(env: Pick<Env, 'OUTBOUND_ALLOW_HOSTS'>): OutboundGuard {
  let guard = guards.get(env);
  if (!guard) {
    guard = createOutboundGuard({ allowHosts: env.OUTBOUND_ALLOW_HOSTS });
    guards.set(env, guard);
  }
  return guard;
}
