import { describe, expect, it } from 'vitest';
import { decideSsoAccess, type SsoDecisionInput } from './sso-decision';

const ISSUER = 'https://sso.agencia.es/realms/panel';
const settings = { issuer: ISSUER, roleClaim: 'groups', adminValues: ['panel-admins'] };
const staff = { iss: ISSUER, groups: ['panel-admins'] };
const admin = { role: 'admin', isDeactivated: false };

function decide(input: Partial<SsoDecisionInput>) {
  return decideSsoAccess({
    action: 'create-user',
    emailVerified: true,
    claims: staff,
    account: null,
    settings,
    ...input,
  });
}

describe('decideSsoAccess', () => {
  it('admits a new agency member, a link to an agency account and its later sign-ins', () => {
    expect(decide({})).toBeNull();
    expect(decide({ action: 'link-account', account: admin })).toBeNull();
    expect(decide({ action: 'sign-in', account: admin })).toBeNull();
  });

  it('refuses a token of another issuer before anything else', () => {
    expect(decide({ claims: { ...staff, iss: 'https://otro.example' } })).toBe('sso_issuer_mismatch');
    expect(decide({ claims: { groups: ['panel-admins'] } })).toBe('sso_issuer_mismatch');
  });

  it('links only a verified e-mail, and says so before saying anything of the account', () => {
    expect(decide({ action: 'link-account', account: admin, emailVerified: false })).toBe(
      'sso_email_unverified',
    );
    const client = { role: 'client', isDeactivated: false };
    expect(decide({ action: 'link-account', account: client, emailVerified: false })).toBe(
      'sso_email_unverified',
    );
  });

  it('never signs a client in, nor a deactivated member, nor an account that is gone', () => {
    const client = { role: 'client', isDeactivated: false };
    for (const action of ['link-account', 'sign-in'] as const) {
      expect(decide({ action, account: client })).toBe('sso_not_agency_account');
      expect(decide({ action, account: { role: 'admin', isDeactivated: true } })).toBe(
        'sso_account_deactivated',
      );
      expect(decide({ action, account: null })).toBe('sso_not_agency_account');
    }
  });

  it('needs the role claim for every sign-in by SSO when one is configured', () => {
    const outsider = { iss: ISSUER, groups: ['ventas'] };
    expect(decide({ claims: outsider })).toBe('sso_no_permission');
    expect(decide({ action: 'link-account', account: admin, claims: outsider })).toBe('sso_no_permission');
    expect(decide({ action: 'sign-in', account: admin, claims: outsider })).toBe('sso_no_permission');
  });

  it('without a role claim, lets existing agency accounts in and nobody new', () => {
    const open = { issuer: ISSUER, roleClaim: null, adminValues: [] };
    const claims = { iss: ISSUER };
    expect(decide({ settings: open, claims })).toBe('sso_no_permission');
    expect(decide({ settings: open, claims, action: 'link-account', account: admin })).toBeNull();
    expect(decide({ settings: open, claims, action: 'sign-in', account: admin })).toBeNull();
  });
});
