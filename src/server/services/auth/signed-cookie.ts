import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cookie parsing and signature check Better Auth applies to its session cookie (better-call's
 * `getSignedCookie`), done synchronously with node:crypto instead of through WebCrypto's promise-and-thread-pool
 * round trip on every request. Same rules, so a cookie Better Auth accepts is accepted here and nothing else:
 * the first cookie of that name wins, surrounding blanks and double quotes are dropped, `%` escapes decoded; the
 * value is `<token>.<base64 HMAC-SHA256 of token under the secret>` with a 44-character padded signature.
 */

/** The value of the first cookie named `name` in a Cookie header, decoded; null when absent. */
export function readCookie(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf('=', index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(';', index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      // a pair without '=': skip to the last ';' before this '='
      index = header.lastIndexOf(';', eqIdx - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return tryDecode(value);
    }
    index = endIdx + 1;
  }
  return null;
}

function tryDecode(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The signed value of `<value>.<signature>` when the signature is the HMAC-SHA256 of value under key; else null. */
export function verifySignedValue(signed: string, key: Buffer): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', key).update(value, 'utf8').digest();
  // Byte comparison (as WebCrypto's verify does), in constant time.
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? value : null;
}

/** The signature Better Auth appends to a cookie value (used by tests to forge or check cookies). */
export function signValue(value: string, key: Buffer): string {
  return `${value}.${createHmac('sha256', key).update(value, 'utf8').digest('base64')}`;
}
