import { LOGIN_PATH } from './roles.ts';

/** Longer than any link the app builds (a story id is 36 characters): anything longer is refused. */
const MAX_NEXT_LENGTH = 512;

/** Any place a base that is not ours would show: the parsed path must stay on it. */
const PROBE_ORIGIN = 'https://next-path.invalid';

/**
 * The page a sign-in may return to, from a `next` value taken from the URL: a relative path of this app
 * ('/dashboard/today?story=…'), or null. Never an open redirect: anything that a browser could read as another
 * origin is refused ('//evil.example', '/\\evil.example', 'https://…', 'javascript:…', a path with a control
 * character or a backslash), as are the API (not a page), the sign-in page itself (a loop) and very long values.
 * The result is the path re-serialised by the URL parser (pathname, search and hash), never the raw text.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return null;
  // One leading slash, then not a second one nor a backslash (both make a protocol-relative URL in browsers).
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes (read as slashes by browsers) and control characters (stripped by the URL parser) are refused
  // outright rather than interpreted.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return null;
  if (path === '/api' || path.startsWith('/api/')) return null;
  return `${path}${url.search}${url.hash}`;
}
