import { describe, expect, it } from 'vitest';
import { isSsoRefusalCode, SSO_REFUSALS, SSO_TEXTS, ssoButtonLabel, ssoErrorMessage } from './sso-texts';

describe('ssoErrorMessage', () => {
  it('says our refusals in their own words', () => {
    expect(ssoErrorMessage('sso_no_permission')).toBe(
      'Tu cuenta del proveedor no tiene permiso para entrar en el panel. Pide acceso al administrador de tu organización.',
    );
    for (const [code, text] of Object.entries(SSO_REFUSALS)) expect(ssoErrorMessage(code)).toBe(text);
  });

  it('turns Better Auth’s and the provider’s codes into Spanish, anything else into a general message', () => {
    expect(ssoErrorMessage('access_denied')).toBe(SSO_TEXTS.cancelled);
    expect(ssoErrorMessage('state_mismatch')).toBe(SSO_TEXTS.expired);
    expect(ssoErrorMessage('unable_to_get_user_info')).toBe(SSO_TEXTS.notVerified);
    expect(ssoErrorMessage('account_not_linked')).toBe(SSO_TEXTS.linkFailed);
    expect(ssoErrorMessage('<script>')).toBe(SSO_TEXTS.unknown);
    expect(ssoErrorMessage('toString')).toBe(SSO_TEXTS.unknown);
  });

  it('knows its own codes only', () => {
    expect(isSsoRefusalCode('sso_email_unverified')).toBe(true);
    expect(isSsoRefusalCode('access_denied')).toBe(false);
    expect(isSsoRefusalCode('constructor')).toBe(false);
  });
});

describe('the button', () => {
  it('is «Entrar con» the provider’s name', () => {
    expect(ssoButtonLabel('SSO')).toBe('Entrar con SSO');
    expect(SSO_TEXTS.passwordOff('Google')).toBe(
      'Las cuentas de la agencia entran con el inicio de sesión único: usa «Entrar con Google».',
    );
  });
});
