import { sessionCookieFrom, type TestApp } from './test-app';

/** The `name=value` pairs of every cookie a response sets, for the next request's Cookie header. */
function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

export interface SsoRoundTrip {
  /** The provider's authorization address the panel sent the browser to. */
  authorizeUrl: URL;
  /** The panel's answer at its redirect URI. */
  callback: Response;
  /** Where that answer sends the browser. */
  location: URL;
  /** The session cookie, when a session was opened. */
  sessionCookie: string | null;
}

/**
 * What a browser does on «Entrar con SSO», step by step: POST /api/auth/sign-in/sso (the state cookie is kept),
 * GET the provider's authorization address (its redirect with a code is not followed automatically), then the
 * panel's redirect URI with the code and the state cookie.
 */
export async function ssoRoundTrip(
  t: TestApp,
  { ip = '10.90.0.1' }: { ip?: string } = {},
): Promise<SsoRoundTrip> {
  const start = await t.request('/api/auth/sign-in/sso', { method: 'POST', json: {}, ip });
  if (start.status !== 200) throw new Error(`sign-in/sso answered ${start.status}: ${await start.text()}`);
  const { url } = (await start.json()) as { url: string };
  const authorizeUrl = new URL(url);
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = atProvider.headers.get('location');
  if (atProvider.status !== 302 || !back) throw new Error(`the provider answered ${atProvider.status}`);
  const backUrl = new URL(back);
  const callback = await t.request(`${backUrl.pathname}${backUrl.search}`, {
    cookie: cookiesFrom(start),
    ip,
  });
  const location = new URL(callback.headers.get('location') ?? '', t.deps.env.PUBLIC_URL);
  return { authorizeUrl, callback, location, sessionCookie: sessionCookieFrom(callback) };
}
