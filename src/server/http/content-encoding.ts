/** The content codings the server has precompressed variants for, in order of preference. */
export type ContentCoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * Picks the coding to answer with from an Accept-Encoding header (RFC 9110 §12.5.3): the first of `br`, `gzip`
 * that the client accepts with a non-zero q-value (explicitly or through `*`), or null for identity.
 */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isNaN(value) ? 0 : value);
  }
  const wildcard = q.get('*');
  for (const coding of PREFERENCE) {
    const value = q.get(coding) ?? wildcard ?? 0;
    if (value > 0) return coding;
  }
  return null;
}
