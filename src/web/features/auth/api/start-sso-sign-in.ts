import { authRequest } from '@/lib/api-client';

/**
 * POST /api/auth/sign-in/sso: the provider's authorization address (state, PKCE S256, nonce), where the browser
 * goes next. The server chooses where the provider sends it back (the agency's home, or the sign-in page with the
 * reason of a refusal).
 */
export async function startSsoSignIn(): Promise<string> {
  const { url } = await authRequest('/api/auth/sign-in/sso', { body: {} });
  return url;
}
