import { Events, OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OpenID Connect provider in the test's process (oauth2-mock-server: discovery, JWKS, authorize with
 * PKCE, token, userinfo; RS256-signed ID tokens) on 127.0.0.1, whose next sign-ins carry the claims a test sets.
 * Its /authorize answers at once with a redirect carrying a code: the person "signs in" at the provider.
 */
export interface TestIdp {
  server: OAuth2Server;
  /** Its issuer, e.g. http://127.0.0.1:40123 (what OIDC_ISSUER must say). */
  issuer: string;
  /** Claims added to the tokens it signs (access and ID token) from now on. */
  claims: Record<string, unknown>;
  /** Claims its userinfo endpoint answers besides `sub` (the ID token's subject). */
  userinfo: Record<string, unknown>;
  /** The env of an app that uses it: issuer, client id and secret (discovery only). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const TEST_IDP_CLIENT_ID = 'panel-stories';

/**
 * Starts the provider on 127.0.0.1 (`port`: a free one by default). Its issuer is the address it chose itself
 * (http://localhost:<port>), unless `issuer` names another: the e2e run gives http://127.0.0.1:<port>, the address
 * the browser and the panel use.
 */
export async function startTestIdp({
  port = 0,
  issuer: stated,
}: {
  port?: number;
  issuer?: string;
} = {}): Promise<TestIdp> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  if (stated) server.issuer.url = stated;
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the mock provider has no issuer URL');
  const idp: TestIdp = {
    server,
    issuer,
    claims: {},
    userinfo: {},
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: TEST_IDP_CLIENT_ID, OIDC_CLIENT_SECRET: 'secreto-del-panel' },
    stop: () => server.stop(),
  };
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, idp.claims);
  });
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = { ...idp.userinfo, sub: idp.claims.sub ?? 'johndoe' };
  });
  return idp;
}
