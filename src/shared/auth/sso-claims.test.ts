import { describe, expect, it } from 'vitest';
import { claimValues, hasAdminClaim, isEmailVerified, isEmailVerifiedClaim, readClaim } from './sso-claims';

describe('readClaim', () => {
  it('reads a flat claim and a nested one by dot path', () => {
    const claims = { groups: ['a'], realm_access: { roles: ['stories-admin'] } };
    expect(readClaim(claims, 'groups')).toEqual(['a']);
    expect(readClaim(claims, 'realm_access.roles')).toEqual(['stories-admin']);
    expect(readClaim(claims, 'realm_access.missing')).toBeUndefined();
    expect(readClaim(claims, 'groups.0')).toBeUndefined();
  });

  it('finds a claim whose own name holds dots (namespaced claims)', () => {
    const claims = { 'https://agencia.es/roles': ['panel'], https: { x: 1 } };
    expect(readClaim(claims, 'https://agencia.es/roles')).toEqual(['panel']);
    expect(
      readClaim({ 'resource_access.panel': { roles: ['admin'] } }, 'resource_access.panel.roles'),
    ).toEqual(['admin']);
  });

  it('reads nothing through anything but objects, nor inherited names', () => {
    expect(readClaim(null, 'groups')).toBeUndefined();
    expect(readClaim({ groups: 'x' }, 'groups.length')).toBeUndefined();
    expect(readClaim({}, 'constructor')).toBeUndefined();
    expect(readClaim({ a: [{ b: 1 }] }, 'a.b')).toBeUndefined();
  });
});

describe('claimValues', () => {
  it('keeps strings and numbers of an array, and a lone string or number as one value', () => {
    expect(claimValues(['x', 7, null, { y: 1 }, '', true])).toEqual(['x', '7']);
    expect(claimValues('Panel Admins')).toEqual(['Panel Admins']);
    expect(claimValues(42)).toEqual(['42']);
    expect(claimValues(undefined)).toEqual([]);
    expect(claimValues({ roles: ['x'] })).toEqual([]);
  });
});

describe('hasAdminClaim', () => {
  const groups = { roleClaim: 'groups', adminValues: ['panel-admins', 'Equipo Stories'] };
  const keycloak = { roleClaim: 'realm_access.roles', adminValues: ['stories-admin'] };

  it('maps the flat groups shape (Authentik, Entra) and a single string value', () => {
    expect(hasAdminClaim({ groups: ['ventas', 'panel-admins'] }, groups)).toBe(true);
    expect(hasAdminClaim({ groups: 'Equipo Stories' }, groups)).toBe(true);
    expect(hasAdminClaim({ groups: ['ventas'] }, groups)).toBe(false);
  });

  it('maps the nested Keycloak shape', () => {
    expect(hasAdminClaim({ realm_access: { roles: ['offline_access', 'stories-admin'] } }, keycloak)).toBe(
      true,
    );
    expect(hasAdminClaim({ realm_access: { roles: ['offline_access'] } }, keycloak)).toBe(false);
    expect(hasAdminClaim({ roles: ['stories-admin'] }, keycloak)).toBe(false);
  });

  it('compares exactly: no case folding, no trimming, no substrings', () => {
    expect(hasAdminClaim({ groups: ['Panel-Admins'] }, groups)).toBe(false);
    expect(hasAdminClaim({ groups: [' panel-admins'] }, groups)).toBe(false);
    expect(hasAdminClaim({ groups: 'panel-admins-old' }, groups)).toBe(false);
  });

  it('is false without a configured claim or values', () => {
    expect(
      hasAdminClaim({ groups: ['panel-admins'] }, { roleClaim: null, adminValues: ['panel-admins'] }),
    ).toBe(false);
    expect(hasAdminClaim({ groups: ['panel-admins'] }, { roleClaim: 'groups', adminValues: [] })).toBe(false);
  });
});

describe('isEmailVerifiedClaim', () => {
  it('is true only for true or "true"', () => {
    expect(isEmailVerifiedClaim(true)).toBe(true);
    expect(isEmailVerifiedClaim('true')).toBe(true);
    expect(isEmailVerifiedClaim(' TRUE ')).toBe(true);
    for (const value of [false, 'false', 1, 'yes', undefined, null])
      expect(isEmailVerifiedClaim(value)).toBe(false);
  });
});

describe('isEmailVerified', () => {
  it('reads email_verified, and Entra’s xms_edov only when there is no email_verified', () => {
    expect(isEmailVerified({ email_verified: true })).toBe(true);
    expect(isEmailVerified({ email_verified: false, xms_edov: true })).toBe(false);
    expect(isEmailVerified({ xms_edov: true })).toBe(true);
    expect(isEmailVerified({ xms_edov: 1 })).toBe(true);
    expect(isEmailVerified({ xms_edov: '1' })).toBe(true);
    expect(isEmailVerified({ xms_edov: false })).toBe(false);
    expect(isEmailVerified({ xms_edov: 0 })).toBe(false);
    expect(isEmailVerified({})).toBe(false);
  });
});
