/**
 * A key for a request that must take effect once (a UUID v4, as the API's `requestKey` fields take): drawn when a
 * form opens and sent with each of its submits, so that a double click or a retry makes nothing twice.
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); over plain http (`PUBLIC_URL`'s default
 * `http://HOST:PORT`) the key is made from `crypto.getRandomValues`, which every context has.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
