/** Spec section 5 and 9: minimum length and the strength score needed to submit (of 5). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_STRENGTH_THRESHOLD = 4;
export const PASSWORD_MAX_SCORE = 5;
/**
 * Not in the spec: an upper bound so that a request cannot make the server hash megabytes.
 * 128 is also Better Auth's own default maximum, so both layers agree.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters that earn a strength point. */
export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*';

export const PASSWORD_RULE_MESSAGES = {
  minLength: 'La contraseña debe tener al menos 8 caracteres',
  lowercase: 'La contraseña debe tener al menos una letra minúscula',
  uppercase: 'La contraseña debe tener al menos una letra mayúscula',
  digit: 'La contraseña debe tener al menos un número',
  maxLength: 'La contraseña no puede tener más de 128 caracteres',
} as const;

export type PasswordRuleId = keyof typeof PASSWORD_RULE_MESSAGES;

// Letters are matched by Unicode category so that 'ñ', 'á' or 'Ñ' count as the Spanish user expects.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;

/** Length in characters (code points), so an emoji or an accented letter counts once. */
function characterCount(password: string): number {
  return [...password].length;
}

function hasSpecialChar(password: string): boolean {
  for (const char of password) {
    if (PASSWORD_SPECIAL_CHARS.includes(char)) return true;
  }
  return false;
}

/**
 * The new-password rules in the order of the spec (the maximum length, ours, comes last):
 * the first failing one is the one reported.
 */
export const PASSWORD_RULES: readonly { id: PasswordRuleId; test: (password: string) => boolean }[] = [
  { id: 'minLength', test: (password) => characterCount(password) >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', test: (password) => LOWERCASE.test(password) },
  { id: 'uppercase', test: (password) => UPPERCASE.test(password) },
  { id: 'digit', test: (password) => DIGIT.test(password) },
  { id: 'maxLength', test: (password) => characterCount(password) <= PASSWORD_MAX_LENGTH },
];

/** Every failing rule's message, in spec order (empty when the password is valid). */
export function passwordRuleFailures(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => PASSWORD_RULE_MESSAGES[rule.id]);
}

/** The first failing rule's Spanish message, or null when the password satisfies every rule. */
export function validateNewPassword(password: string): string | null {
  return passwordRuleFailures(password)[0] ?? null;
}

export type PasswordStrengthLabel = 'Débil' | 'Medio' | 'Fuerte';
export type PasswordStrength = { score: number; label: PasswordStrengthLabel };

/** Score 0-5: one point each for length 8+, lowercase, uppercase, digit and a special character. */
export function passwordStrength(password: string): PasswordStrength {
  const points = [
    characterCount(password) >= PASSWORD_MIN_LENGTH,
    LOWERCASE.test(password),
    UPPERCASE.test(password),
    DIGIT.test(password),
    hasSpecialChar(password),
  ];
  const score = points.filter(Boolean).length;
  const label: PasswordStrengthLabel = score < 2 ? 'Débil' : score < 4 ? 'Medio' : 'Fuerte';
  return { score, label };
}

/** The submit button rule: both fields filled, equal, and a strength score of at least 4. */
export function canSubmitNewPassword(password: string, confirmation: string): boolean {
  return (
    password.length > 0 &&
    confirmation.length > 0 &&
    password === confirmation &&
    passwordStrength(password).score >= PASSWORD_STRENGTH_THRESHOLD
  );
}

/** Toasts and texts of the forced change of a temporary password (spec sections 4, 5 and 8). */
export const FORCED_PASSWORD_TEXTS = {
  requiredFields: 'Por favor completa todos los campos',
  mismatch: 'Las contraseñas no coinciden',
  failureTitle: 'Error',
  failureDescription: 'No se pudo cambiar la contraseña',
  unexpectedTitle: 'Error inesperado',
  successTitle: '¡Contraseña actualizada!',
  successDescription:
    'Tu contraseña ha sido cambiada exitosamente. Serás redirigido para volver a iniciar sesión.',
} as const;

/** Toasts of the password change on the profile page (spec sections 5 and 8). */
export const PROFILE_PASSWORD_TEXTS = {
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
} as const;
