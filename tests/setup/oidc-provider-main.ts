/**
 * The tests' OpenID Connect provider (oidc-provider.ts) as a process of its own, for the e2e run: on
 * 127.0.0.1:$OIDC_PROVIDER_PORT with the issuer http://127.0.0.1:$OIDC_PROVIDER_PORT, every sign-in carrying the
 * claims of $OIDC_PROVIDER_CLAIMS (JSON). Prints its issuer on stdout and stops on SIGINT or SIGTERM.
 *
 *   OIDC_PROVIDER_PORT=4020 OIDC_PROVIDER_CLAIMS='{"sub":"x","email":"a@b.es"}' node --import tsx tests/setup/oidc-provider-main.ts
 */
import { startTestIdp } from './oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  console.error(`OIDC_PROVIDER_PORT is not a port: ${process.env.OIDC_PROVIDER_PORT}`);
  process.exit(1);
}
const idp = await startTestIdp({ port, issuer: `http://127.0.0.1:${port}` });
idp.claims = JSON.parse(process.env.OIDC_PROVIDER_CLAIMS ?? '{}') as Record<string, unknown>;
console.log(idp.issuer);

const stop = () => {
  void idp.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
