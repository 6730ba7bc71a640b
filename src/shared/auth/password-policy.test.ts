import { describe, expect, it } from 'vitest';
import {
  canSubmitNewPassword,
  FORCED_PASSWORD_TEXTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARS,
  PASSWORD_STRENGTH_THRESHOLD,
  PROFILE_PASSWORD_TEXTS,
  passwordRuleFailures,
  passwordStrength,
  validateNewPassword,
} from './password-policy';
import { NewPasswordSchema, PasswordChangeBody, TemporaryPasswordChangeBody } from './password-schemas';

const LENGTH = 'La contraseña debe tener al menos 8 caracteres';
const LOWER = 'La contraseña debe tener al menos una letra minúscula';
const UPPER = 'La contraseña debe tener al menos una letra mayúscula';
const DIGIT = 'La contraseña debe tener al menos un número';

describe('password policy constants', () => {
  it('match the spec', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_STRENGTH_THRESHOLD).toBe(4);
    expect(PASSWORD_SPECIAL_CHARS).toBe('!@#$%^&*');
  });
});

describe('validateNewPassword', () => {
  it('accepts a password meeting every rule, at exactly 8 characters', () => {
    expect(validateNewPassword('Abcdefg1')).toBeNull();
  });

  it('rejects 7 characters with the length message', () => {
    expect(validateNewPassword('Abcdef1')).toBe(LENGTH);
  });

  it('rejects a missing lowercase letter', () => {
    expect(validateNewPassword('ABCDEFG1')).toBe(LOWER);
  });

  it('rejects a missing uppercase letter', () => {
    expect(validateNewPassword('abcdefg1')).toBe(UPPER);
  });

  it('rejects a missing digit', () => {
    expect(validateNewPassword('Abcdefgh')).toBe(DIGIT);
  });

  it('reports the first failing rule in spec order: length, lowercase, uppercase, digit', () => {
    expect(validateNewPassword('')).toBe(LENGTH);
    expect(validateNewPassword('1')).toBe(LENGTH);
    expect(validateNewPassword('12345678')).toBe(LOWER);
    expect(validateNewPassword('abcdefgh')).toBe(UPPER);
    expect(passwordRuleFailures('')).toEqual([LENGTH, LOWER, UPPER, DIGIT]);
    expect(passwordRuleFailures('AB')).toEqual([LENGTH, LOWER, DIGIT]);
  });

  it('counts Spanish letters as lower and upper case', () => {
    expect(validateNewPassword('ÑANDÚ123ñ')).toBeNull();
    expect(validateNewPassword('ñandú123')).toBe(UPPER);
  });

  it('counts characters, not UTF-16 units, for the minimum length', () => {
    expect(validateNewPassword('Ab1😀😀😀😀')).toBe(LENGTH); // 7 characters, 11 UTF-16 units
    expect(validateNewPassword('Ab1😀😀😀😀😀')).toBeNull();
  });

  it('rejects more than the maximum length', () => {
    const atMax = `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`;
    expect(validateNewPassword(atMax)).toBeNull();
    expect(validateNewPassword(`${atMax}x`)).toBe('La contraseña no puede tener más de 128 caracteres');
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Débil'],
    ['a', 1, 'Débil'],
    ['aB', 2, 'Medio'],
    ['aB1', 3, 'Medio'],
    ['aB1!', 4, 'Fuerte'],
    ['abcdefgh', 2, 'Medio'],
    ['abcdefgH', 3, 'Medio'],
    ['abcdefH1', 4, 'Fuerte'],
    ['abcdeH1!', 5, 'Fuerte'],
  ] as const)('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('gives a point for each of the special characters and none for others', () => {
    for (const char of '!@#$%^&*') {
      expect(passwordStrength(char).score).toBe(1);
    }
    expect(passwordStrength('-').score).toBe(0);
    expect(passwordStrength('?').score).toBe(0);
  });

  it('gives the length point at 8 characters, not 7', () => {
    expect(passwordStrength('1234567').score).toBe(1);
    expect(passwordStrength('12345678').score).toBe(2);
  });
});

describe('canSubmitNewPassword', () => {
  it('allows filled, equal passwords scoring 4 or more', () => {
    expect(canSubmitNewPassword('Abcdefg1', 'Abcdefg1')).toBe(true); // score 4
    expect(canSubmitNewPassword('Abcdef1!', 'Abcdef1!')).toBe(true); // score 5
  });

  it('refuses empty fields', () => {
    expect(canSubmitNewPassword('', '')).toBe(false);
    expect(canSubmitNewPassword('Abcdefg1', '')).toBe(false);
    expect(canSubmitNewPassword('', 'Abcdefg1')).toBe(false);
  });

  it('refuses different passwords', () => {
    expect(canSubmitNewPassword('Abcdefg1', 'Abcdefg2')).toBe(false);
  });

  it('refuses a score of 3', () => {
    expect(canSubmitNewPassword('abcdefg1', 'abcdefg1')).toBe(false);
  });

  it('follows the score, not the rules: score 4 without an uppercase letter can be submitted', () => {
    expect(canSubmitNewPassword('abcdef1!', 'abcdef1!')).toBe(true);
    expect(validateNewPassword('abcdef1!')).toBe(UPPER);
  });
});

describe('NewPasswordSchema and request bodies', () => {
  it('accepts a valid password', () => {
    expect(NewPasswordSchema.parse('Abcdefg1')).toBe('Abcdefg1');
  });

  it('reports every failing rule, the first one first', () => {
    const result = NewPasswordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([LENGTH, UPPER, DIGIT]);
  });

  it('rejects a non-string', () => {
    expect(NewPasswordSchema.safeParse(12345678).success).toBe(false);
  });

  it('validates the temporary-password body', () => {
    expect(TemporaryPasswordChangeBody.parse({ newPassword: 'Abcdefg1' })).toEqual({
      newPassword: 'Abcdefg1',
    });
    const result = TemporaryPasswordChangeBody.safeParse({ newPassword: 'abcdefg1' });
    expect(result.error?.issues[0]?.message).toBe(UPPER);
    expect(result.error?.issues[0]?.path).toEqual(['newPassword']);
  });

  it('validates the profile password body', () => {
    expect(PasswordChangeBody.parse({ currentPassword: 'x', newPassword: 'Abcdefg1' })).toEqual({
      currentPassword: 'x',
      newPassword: 'Abcdefg1',
    });
    const missingCurrent = PasswordChangeBody.safeParse({ currentPassword: '', newPassword: 'Abcdefg1' });
    expect(missingCurrent.error?.issues[0]?.message).toBe('Por favor completa todos los campos');
    const weak = PasswordChangeBody.safeParse({ currentPassword: 'x', newPassword: 'Abcdefgh' });
    expect(weak.error?.issues[0]?.message).toBe(DIGIT);
  });
});

describe('password change texts', () => {
  it('are the spec texts for the forced change', () => {
    expect(FORCED_PASSWORD_TEXTS).toEqual({
      requiredFields: 'Por favor completa todos los campos',
      mismatch: 'Las contraseñas no coinciden',
      failureTitle: 'Error',
      failureDescription: 'No se pudo cambiar la contraseña',
      unexpectedTitle: 'Error inesperado',
      successTitle: '¡Contraseña actualizada!',
      successDescription:
        'Tu contraseña ha sido cambiada exitosamente. Serás redirigido para volver a iniciar sesión.',
    });
  });

  it('are the spec texts for the profile change', () => {
    expect(PROFILE_PASSWORD_TEXTS).toEqual({
      requiredTitle: 'Campos requeridos',
      requiredDescription: 'Por favor completa todos los campos',
      mismatchTitle: 'Las contraseñas no coinciden',
      mismatchDescription: 'Por favor verifica que ambas contraseñas sean iguales',
      invalidPasswordTitle: 'Contraseña inválida',
      wrongCurrentTitle: 'Contraseña actual incorrecta',
      wrongCurrentDescription: 'La contraseña actual no es válida',
      failureTitle: 'Error',
      failureDescription: 'No se pudo cambiar la contraseña',
      successTitle: '¡Contraseña actualizada!',
    });
  });
});
