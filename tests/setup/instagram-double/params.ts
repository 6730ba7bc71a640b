import { createHmac } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { invalidParameter } from './errors';
import { type DoubleState, validToken } from './state';
import type { IssuedToken } from './types';

/**
 * Meta takes a call's parameters in the query string or in the body (form-urlencoded, multipart or JSON) alike:
 * the double merges both into one map (the body wins), read by every route, and records the call as it came.
 */
export type DoubleEnv = { Variables: { params: Record<string, string> } };

async function bodyFields(c: Context<DoubleEnv>): Promise<Record<string, string> | string | undefined> {
  const text = await c.req.text();
  if (text === '') return undefined;
  const contentType = c.req.header('content-type') ?? '';
  try {
    if (contentType.includes('application/json')) {
      const json = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, String(value)]));
    }
    if (contentType.includes('multipart/form-data')) {
      const form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
      return Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
    }
  } catch {
    return text;
  }
  return contentType.includes('application/x-www-form-urlencoded') || !contentType
    ? Object.fromEntries(new URLSearchParams(text))
    : text;
}

export function recordAndParse(state: DoubleState): MiddlewareHandler<DoubleEnv> {
  return async (c, next) => {
    const query = c.req.query();
    const body = await bodyFields(c);
    state.calls.push({ method: c.req.method, path: new URL(c.req.url).pathname, query, body });
    c.set('params', { ...query, ...(typeof body === 'object' ? body : {}) });
    await next();
  };
}

export function param(c: Context<DoubleEnv>, name: string): string | undefined {
  const value = c.get('params')[name];
  return value === undefined || value === '' ? undefined : value;
}

/** The `access_token` parameter, or an `Authorization: Bearer` header (Graph takes both). */
export function tokenParam(c: Context<DoubleEnv>): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return param(c, 'access_token') ?? bearer;
}

/**
 * The call's token, valid now (else code 190). An `appsecret_proof`, optional as in an app that does not require
 * it, must be the HMAC-SHA256 of the token with the app secret.
 */
export function authenticate(c: Context<DoubleEnv>, state: DoubleState): IssuedToken {
  const token = validToken(state, tokenParam(c));
  const proof = param(c, 'appsecret_proof');
  if (
    proof !== undefined &&
    proof !== createHmac('sha256', state.appSecret).update(token.token).digest('hex')
  ) {
    throw invalidParameter('Invalid appsecret_proof provided in the API argument');
  }
  return token;
}
