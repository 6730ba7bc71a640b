import type { OidcSettings } from '../env/oidc-env';

/**
 * The provider's discovery document (OpenID Connect Discovery 1.0) as this panel reads it: the issuer it states,
 * checked against OIDC_ISSUER before anybody is sent to the provider, and its userinfo endpoint. Better Auth reads
 * the same document for itself (authorization, token and JWKS endpoints, the issuer that ID tokens are verified
 * against).
 */
export interface OidcDiscoveryDocument {
  issuer: string;
  userinfoEndpoint: string | null;
}

/** A provider's request that took longer than this is given up (the sign-in says the provider does not answer). */
export const OIDC_REQUEST_TIMEOUT_MS = 10_000;
/** A document read is kept this long: providers change it rarely, and a changed issuer shows within minutes. */
const DISCOVERY_TTL_MS = 10 * 60_000;

export class OidcUnavailableError extends Error {
  override name = 'OidcUnavailableError';
}

const cache = new Map<string, { expiresAt: number; document: Promise<OidcDiscoveryDocument> }>();

async function readDocument(url: string): Promise<OidcDiscoveryDocument> {
  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(OIDC_REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new OidcUnavailableError(`discovery answered ${res.status}`);
    body = await res.json();
  } catch (err) {
    if (err instanceof OidcUnavailableError) throw err;
    throw new OidcUnavailableError(`discovery failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const doc = (body ?? {}) as { issuer?: unknown; userinfo_endpoint?: unknown };
  if (typeof doc.issuer !== 'string' || doc.issuer === '') {
    throw new OidcUnavailableError('the discovery document states no issuer');
  }
  return {
    issuer: doc.issuer,
    userinfoEndpoint: typeof doc.userinfo_endpoint === 'string' ? doc.userinfo_endpoint : null,
  };
}

/**
 * The discovery document of OIDC_ISSUER, read at most once per DISCOVERY_TTL_MS by this process (concurrent calls
 * share one request; a failure is not kept, so the next sign-in tries again). Throws OidcUnavailableError when it
 * cannot be read.
 */
export function discoverOidc(settings: Pick<OidcSettings, 'discoveryUrl'>): Promise<OidcDiscoveryDocument> {
  const now = Date.now();
  const kept = cache.get(settings.discoveryUrl);
  if (kept && kept.expiresAt > now) return kept.document;
  const document = readDocument(settings.discoveryUrl);
  cache.set(settings.discoveryUrl, { expiresAt: now + DISCOVERY_TTL_MS, document });
  document.catch(() => {
    if (cache.get(settings.discoveryUrl)?.document === document) cache.delete(settings.discoveryUrl);
  });
  return document;
}

/**
 * The userinfo endpoint's claims for this access token, when they are about the ID token's subject (OpenID
 * Connect Core §5.3.2: a different `sub` must not be used); an empty object when the provider has no such endpoint
 * or does not answer, so that the ID token's claims alone decide.
 */
export async function fetchUserInfoClaims(
  settings: Pick<OidcSettings, 'discoveryUrl'>,
  accessToken: string | undefined,
  subject: string,
): Promise<{ claims: Record<string, unknown>; problem: string | null }> {
  if (!accessToken) return { claims: {}, problem: null };
  try {
    const { userinfoEndpoint } = await discoverOidc(settings);
    if (!userinfoEndpoint) return { claims: {}, problem: null };
    const res = await fetch(userinfoEndpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(OIDC_REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) return { claims: {}, problem: `userinfo answered ${res.status}` };
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return { claims: {}, problem: 'userinfo is not a JSON object' };
    }
    const claims = body as Record<string, unknown>;
    if (claims.sub !== subject) return { claims: {}, problem: 'userinfo is about another subject' };
    return { claims, problem: null };
  } catch (err) {
    return { claims: {}, problem: `userinfo failed: ${err instanceof Error ? err.message : String(err)}` };
  }
}
