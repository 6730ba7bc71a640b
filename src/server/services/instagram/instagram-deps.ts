import type { Env } from '../../env';
import { InstagramApi } from '../../instagram/instagram-api';
import { MediaUrlSigner } from '../../instagram/media-url';
import { OAuthState } from '../../instagram/oauth-state';
import { TokenCipher } from '../../instagram/token-cipher';

/** The Instagram pieces a service needs, built from the configuration (cheap: no connection is opened). */
export interface InstagramDeps {
  api: InstagramApi;
  cipher: TokenCipher;
  state: OAuthState;
  mediaUrls: MediaUrlSigner;
}

const built = new WeakMap<Env, InstagramDeps>();

/** One set per configuration object: the key derivations run once, not on every request or job. */
export function instagramDeps(env: Env): InstagramDeps {
  let deps = built.get(env);
  if (!deps) {
    deps = {
      api: new InstagramApi(env),
      cipher: new TokenCipher(env.AUTH_SECRET),
      state: new OAuthState(env.AUTH_SECRET),
      mediaUrls: new MediaUrlSigner(env.AUTH_SECRET),
    };
    built.set(env, deps);
  }
  return deps;
}

/** Where Instagram sends the agency back (register it in the Meta app as a valid OAuth redirect URI). */
export function instagramRedirectUri(env: Pick<Env, 'PUBLIC_URL'>): string {
  return `${env.PUBLIC_URL}/api/instagram/callback`;
}
