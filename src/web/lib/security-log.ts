/**
 * Security events of the spec (section 6): login attempt, failure, success, rate limit and redirects are
 * logged to the browser console. The server keeps the authoritative audit log; this is for support.
 * E-mail addresses are masked and passwords are never logged.
 */

export type SecurityEvent =
  | 'login_attempt'
  | 'login_failure'
  | 'login_success'
  | 'login_rate_limited'
  | 'login_locked'
  | 'redirect'
  | 'role_mismatch'
  | 'unauthenticated'
  | 'logout';

const WARNINGS: ReadonlySet<SecurityEvent> = new Set([
  'login_failure',
  'login_rate_limited',
  'login_locked',
  'role_mismatch',
]);

/** 'marta@cafe.es' -> 'm***@cafe.es' */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function logSecurityEvent(event: SecurityEvent, details: Record<string, unknown> = {}): void {
  const entry = { event, at: new Date().toISOString(), ...details };
  if (WARNINGS.has(event)) console.warn('[seguridad]', entry);
  else console.info('[seguridad]', entry);
}
