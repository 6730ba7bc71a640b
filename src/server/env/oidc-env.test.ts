import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { oidcSettings } from './oidc-env';

const dataDir = mkdtempSync(path.join(tmpdir(), 'oidc-env-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SSO = {
  OIDC_ISSUER: 'https://sso.agencia.es/application/o/panel/',
  OIDC_CLIENT_ID: 'panel',
  OIDC_CLIENT_SECRET: 's3cr3t',
};
const parse = (vars: Record<string, string>) => parseEnv({ DATA_DIR: dataDir, ...vars });

describe('OIDC_* settings', () => {
  it('leave single sign-on off when unset', () => {
    expect(oidcSettings(parse({}))).toBeNull();
  });

  it('turn it on with the issuer, client id and secret, with the defaults', () => {
    expect(oidcSettings(parse(SSO))).toEqual({
      issuer: 'https://sso.agencia.es/application/o/panel/',
      discoveryUrl: 'https://sso.agencia.es/application/o/panel/.well-known/openid-configuration',
      clientId: 'panel',
      clientSecret: 's3cr3t',
      providerName: 'SSO',
      scopes: ['openid', 'email', 'profile'],
      roleClaim: null,
      adminValues: [],
      isSsoOnly: false,
      breakGlassEmail: null,
    });
  });

  it('read the role claim, its values, the scopes and the SSO-only mode', () => {
    const settings = oidcSettings(
      parse({
        ...SSO,
        OIDC_PROVIDER_NAME: 'Keycloak',
        OIDC_SCOPES: 'openid,email profile  groups',
        OIDC_ROLE_CLAIM: 'realm_access.roles',
        OIDC_ADMIN_VALUES: 'stories-admin, Equipo Stories',
        OIDC_SSO_ONLY: 'true',
        OIDC_BREAK_GLASS_EMAIL: ' Jefa@Agencia.es ',
      }),
    );
    expect(settings).toMatchObject({
      providerName: 'Keycloak',
      scopes: ['openid', 'email', 'profile', 'groups'],
      roleClaim: 'realm_access.roles',
      adminValues: ['stories-admin', 'Equipo Stories'],
      isSsoOnly: true,
      breakGlassEmail: 'jefa@agencia.es',
    });
  });

  it('stop start-up naming what a partial configuration lacks', () => {
    expect(() => parse({ OIDC_ISSUER: SSO.OIDC_ISSUER })).toThrow(/OIDC_CLIENT_ID[\s\S]*OIDC_CLIENT_SECRET/);
    expect(() => parse({ OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' })).toThrow(/OIDC_ISSUER: is required/);
    expect(() => parse({ OIDC_ROLE_CLAIM: 'groups', OIDC_ADMIN_VALUES: 'a' })).toThrow(/OIDC_ISSUER/);
    expect(() => parse({ ...SSO, OIDC_ROLE_CLAIM: 'groups' })).toThrow(/OIDC_ADMIN_VALUES/);
    expect(() => parse({ ...SSO, OIDC_ADMIN_VALUES: 'a' })).toThrow(/OIDC_ROLE_CLAIM/);
    expect(() => parse({ ...SSO, OIDC_SSO_ONLY: 'true' })).toThrow(/OIDC_BREAK_GLASS_EMAIL/);
  });

  it('refuse wrong values, naming the variable', () => {
    expect(() => parse({ ...SSO, OIDC_ISSUER: 'http://sso.agencia.es' })).toThrow(
      /OIDC_ISSUER: must be https/,
    );
    expect(() => parse({ ...SSO, OIDC_ISSUER: 'https://sso.agencia.es/?x=1' })).toThrow(/OIDC_ISSUER/);
    expect(() => parse({ ...SSO, OIDC_SCOPES: 'email profile' })).toThrow(/OIDC_SCOPES: must include openid/);
    expect(() => parse({ ...SSO, OIDC_SSO_ONLY: 'quizá' })).toThrow(/OIDC_SSO_ONLY/);
    expect(() => parse({ ...SSO, OIDC_BREAK_GLASS_EMAIL: 'nadie' })).toThrow(/OIDC_BREAK_GLASS_EMAIL/);
    expect(() => parse({ ...SSO, OIDC_ROLE_CLAIM: 'mis grupos', OIDC_ADMIN_VALUES: 'a' })).toThrow(
      /OIDC_ROLE_CLAIM/,
    );
  });

  it('accept plain http only on this machine', () => {
    for (const issuer of [
      'http://localhost:8080/realms/panel',
      'http://127.0.0.1:9000',
      'http://[::1]:9000',
    ]) {
      expect(oidcSettings(parse({ ...SSO, OIDC_ISSUER: issuer }))?.issuer).toBe(issuer);
    }
  });
});
