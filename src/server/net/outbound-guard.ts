import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Env } from '../env';
import { type AddressKind, classifyIp, normalizeHost } from './ip-ranges';

export type { AddressKind } from './ip-ranges';

/**
 * The one guard for every request the server makes to an address a user typed (Web Push endpoints today, outgoing
 * webhooks next): only public unicast addresses, checked on the address the socket connects to (DNS answers are
 * vetted in the socket's own `lookup`, so a name cannot be re-resolved to another address between the check and
 * the connection), no redirects followed, bounded time and response body. Decision 028.
 */

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
