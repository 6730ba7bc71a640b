/**
 * Reading the claim that says who is staff out of an OpenID Connect provider's claims (issue 34 §2, docs/sso.md):
 * pure functions, so the rule is tested once and reads the same wherever it is used.
 */

type Claims = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Claims {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value at a claim's name or dot path: `groups`, `realm_access.roles` (Keycloak nests realm roles). A claim
 * whose name itself holds dots (`https://agencia.es/roles`, as Auth0 namespaces them) is found too: at each level
 * the longest name present wins. Undefined when nothing is there.
 */
export function readClaim(claims: unknown, path: string): unknown {
  if (!isObject(claims) || path === '') return undefined;
  if (Object.hasOwn(claims, path)) return claims[path];
  for (let dot = path.lastIndexOf('.'); dot > 0; dot = path.lastIndexOf('.', dot - 1)) {
    const head = path.slice(0, dot);
    if (Object.hasOwn(claims, head)) {
      const found = readClaim(claims[head], path.slice(dot + 1));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * The values a claim holds, as strings: an array of strings (or numbers) as is, a single string or number as one
 * value; anything else (objects, booleans, null) holds none. Values are compared exactly, so none is trimmed or
 * split: a group called «Panel Admins» stays one value.
 */
export function claimValues(value: unknown): string[] {
  const one = (item: unknown) =>
    typeof item === 'string' ? item : typeof item === 'number' && Number.isFinite(item) ? String(item) : null;
  const items = Array.isArray(value) ? value : [value];
  return items.map(one).filter((item): item is string => item !== null && item !== '');
}

/**
 * True when the claim at `roleClaim` holds one of `adminValues` (exact, case-sensitive match): the provider says
 * this person is an agency member. False when no role claim is configured.
 */
export function hasAdminClaim(
  claims: unknown,
  { roleClaim, adminValues }: { roleClaim: string | null; adminValues: readonly string[] },
): boolean {
  if (!roleClaim || adminValues.length === 0) return false;
  const held = claimValues(readClaim(claims, roleClaim));
  return held.some((value) => adminValues.includes(value));
}

/**
 * OpenID Connect's `email_verified`, which some providers send as the string "true": true only for true or
 * "true"; anything else, or no claim at all, is not a verified e-mail.
 */
export function isEmailVerifiedClaim(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/**
 * Whether the provider vouches for the e-mail: `email_verified`, or, from a provider that sends no such claim,
 * Microsoft Entra ID's optional `xms_edov` ("e-mail domain owner verified", the claim Microsoft recommends for
 * exactly this), which Entra sends as true or 1.
 */
export function isEmailVerified(claims: Readonly<Record<string, unknown>>): boolean {
  if (claims.email_verified !== undefined) return isEmailVerifiedClaim(claims.email_verified);
  const edov = claims.xms_edov;
  return edov === 1 || edov === '1' || isEmailVerifiedClaim(edov);
}
