import type { Hono } from 'hono';
import { GraphError, invalidParameter } from './errors';
import { type DoubleEnv, param, tokenParam } from './params';
import {
  CODE_TTL_MS,
  type DoubleState,
  issueToken,
  LONG_TOKEN_SECONDS,
  REFRESH_MIN_AGE_MS,
  randomSecret,
  validToken,
} from './state';

/**
 * Business Login for Instagram: the consent page (instagram.com/oauth/authorize), the code exchange
 * (api.instagram.com/oauth/access_token) and the two token calls of graph.instagram.com (ig_exchange_token,
 * ig_refresh_token). Meta serves them from three hosts; the double from one base URL.
 */

const REQUIRED_SCOPE = 'instagram_business_basic';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

/** `redirect_uri` with these parameters, and Meta's `#_` fragment when asked. */
function redirectTo(
  redirectUri: string,
  params: Record<string, string | undefined>,
  fragment: boolean,
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return `${url.href}${fragment ? '#_' : ''}`;
}

function authorizeProblem(c: import('hono').Context<DoubleEnv>, state: DoubleState): string | undefined {
  if (param(c, 'client_id') !== state.appId) return 'Invalid platform app (client_id)';
  if (param(c, 'response_type') !== 'code') return 'response_type must be code';
  const scopes = (param(c, 'scope') ?? '').split(/[,\s]+/);
  if (!scopes.includes(REQUIRED_SCOPE)) return `scope must include ${REQUIRED_SCOPE}`;
  const redirectUri = param(c, 'redirect_uri');
  if (!redirectUri || !URL.canParse(redirectUri) || !/^https?:$/.test(new URL(redirectUri).protocol)) {
    return 'Invalid redirect_uri';
  }
  return undefined;
}

/**
 * The consent page. A code is issued per account when the page is shown; each «Permitir» link carries it to the
 * redirect_uri (an `<a id="allow-<igUserId>">`, easy to find in a test: see readAuthorizeLinks).
 */
function registerAuthorize(app: Hono<DoubleEnv>, state: DoubleState) {
  app.get('/oauth/authorize', (c) => {
    const problem = authorizeProblem(c, state);
    if (problem) return c.html(page('Error', `<h1>Error</h1><p id="error">${escapeHtml(problem)}</p>`), 400);
    const redirectUri = param(c, 'redirect_uri') as string;
    const oauthState = param(c, 'state');
    const scopes = (param(c, 'scope') ?? '').split(/[,\s]+/).filter(Boolean);
    const items = [...state.accounts.values()].map((account) => {
      const code = randomSecret('AQ');
      state.codes.set(code, {
        code,
        igUserId: account.igUserId,
        redirectUri,
        scopes,
        createdAt: state.now(),
        used: false,
      });
      const href = redirectTo(redirectUri, { code, state: oauthState }, true);
      const id = escapeHtml(account.igUserId);
      return `<li>@${escapeHtml(account.username)} (${escapeHtml(account.accountType)}) <a id="allow-${id}" href="${escapeHtml(href)}">Permitir</a></li>`;
    });
    const cancel = redirectTo(
      redirectUri,
      {
        error: 'access_denied',
        error_reason: 'user_denied',
        error_description: 'The user denied your request.',
        state: oauthState,
      },
      true,
    );
    const body =
      `<h1>Instagram (doble de pruebas)</h1><p>Permisos pedidos: ${escapeHtml(scopes.join(', '))}</p>` +
      `<ul>${items.join('')}</ul><a id="cancel" href="${escapeHtml(cancel)}">Cancelar</a>`;
    return c.html(page('Instagram (doble de pruebas)', body));
  });
}

function checkApp(state: DoubleState, clientId: string | undefined, clientSecret: string | undefined) {
  if (clientId !== undefined && clientId !== state.appId) {
    throw new GraphError(
      'Error validating application. Invalid application ID.',
      101,
      undefined,
      'OAuthException',
    );
  }
  if (clientSecret !== state.appSecret) {
    throw new GraphError('Error validating client secret.', 101, undefined, 'OAuthException');
  }
}

/** The code exchange: single use, 10 minutes, the redirect_uri of the consent page. */
function registerCodeExchange(app: Hono<DoubleEnv>, state: DoubleState) {
  app.post('/oauth/access_token', (c) => {
    checkApp(state, param(c, 'client_id') ?? '', param(c, 'client_secret'));
    if (param(c, 'grant_type') !== 'authorization_code') throw invalidParameter('Unsupported grant_type');
    // Meta appends #_ to the redirect; a code sent with it is not a code.
    const found = state.codes.get(param(c, 'code') ?? '');
    if (!found) throw invalidParameter('Invalid authorization code', 36009);
    if (found.used) throw invalidParameter('This authorization code has been used', 36007);
    if (state.now().getTime() - found.createdAt.getTime() > CODE_TTL_MS) {
      throw invalidParameter('This authorization code has expired', 36007);
    }
    if (param(c, 'redirect_uri') !== found.redirectUri) {
      throw invalidParameter(
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you ' +
          'used in the OAuth dialog request',
        36008,
      );
    }
    found.used = true;
    const token = issueToken(state, found.igUserId, 'short');
    return c.json({
      data: [{ access_token: token.token, user_id: found.igUserId, permissions: found.scopes.join(',') }],
    });
  });
}

function registerTokenCalls(app: Hono<DoubleEnv>, state: DoubleState) {
  const longToken = (igUserId: string) => ({
    access_token: issueToken(state, igUserId, 'long').token,
    token_type: 'bearer',
    expires_in: LONG_TOKEN_SECONDS,
  });
  app.get('/access_token', (c) => {
    if (param(c, 'grant_type') !== 'ig_exchange_token') throw invalidParameter('Unsupported grant_type');
    checkApp(state, undefined, param(c, 'client_secret'));
    const token = validToken(state, tokenParam(c));
    if (token.kind !== 'short') throw invalidParameter('ig_exchange_token takes a short-lived token only');
    return c.json(longToken(token.igUserId));
  });
  // The old token stays valid until its own expiry, as Meta's.
  app.get('/refresh_access_token', (c) => {
    if (param(c, 'grant_type') !== 'ig_refresh_token') throw invalidParameter('Unsupported grant_type');
    const token = validToken(state, tokenParam(c));
    if (token.kind !== 'long') throw invalidParameter('Only long-lived tokens can be refreshed');
    if (state.now().getTime() - token.issuedAt.getTime() < REFRESH_MIN_AGE_MS) {
      throw invalidParameter(
        'The access token is too recent to be refreshed: it must be at least 24 hours old',
      );
    }
    return c.json(longToken(token.igUserId));
  });
}

export function registerOauthRoutes(app: Hono<DoubleEnv>, state: DoubleState) {
  registerAuthorize(app, state);
  registerCodeExchange(app, state);
  registerTokenCalls(app, state);
}

/** The consent page's links, by account: what a test "clicks" (hrefs unescaped). */
export function readAuthorizeLinks(html: string): { allow: Record<string, string>; cancel?: string } {
  const decodeHtml = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const allow: Record<string, string> = {};
  for (const match of html.matchAll(/<a id="allow-([^"]+)" href="([^"]+)"/g)) {
    allow[decodeHtml(match[1] as string)] = decodeHtml(match[2] as string);
  }
  const cancel = /<a id="cancel" href="([^"]+)"/.exec(html)?.[1];
  return cancel === undefined ? { allow } : { allow, cancel: decodeHtml(cancel) };
}
