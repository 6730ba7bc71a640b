import { eq } from 'drizzle-orm';
import type { SignInErrorCode } from '../../../shared/api/errors';
import { normaliseEmail } from '../../../shared/auth/login-errors';
import { SSO_TEXTS } from '../../../shared/auth/sso-texts';
import type { Db } from '../../db/client';
import { session as sessionTable } from '../../db/schema/auth';
import type { Logger } from '../../logger';
import { type AuditEvent, recordAudit } from '../audit/record-audit';
import { isInactiveClientLogin } from './inactive-client';
import { type AttemptOutcome, SIGN_IN_IP_LIMIT } from './login-throttle';
import { openSignInGate } from './sign-in-gate';
import { isPasswordOff, type SsoOnlyPolicy } from './sso-only';

/** A sign-in refused by us rather than by Better Auth: a code of SIGN_IN_ERRORS (src/shared/api/errors.ts). */
export interface SignInRefusal {
  code: SignInErrorCode;
  /** In place of SIGN_IN_ERRORS' message (SSO_REQUIRED names the provider's button). */
  message?: string;
  retryAfterSeconds?: number;
}

export interface SignInWithEmailOptions {
  db: Db;
  log: Logger;
  /** The request's JSON body (an empty object when it was not a JSON object). */
  body: Record<string, unknown>;
  ip: string;
  userAgent: string | null;
  /** Better Auth's own sign-in, given the fields to send it; answers its HTTP response. */
  verify: (fields: Record<string, unknown>) => Promise<Response>;
  /** SSO-only mode (OIDC_SSO_ONLY): agency accounts but the break-glass one sign in only by SSO. */
  ssoOnly?: SsoOnlyPolicy | null;
}

/** The fields Better Auth's sign-in reads. */
const SIGN_IN_FIELDS = ['password', 'rememberMe', 'callbackURL'] as const;

/**
 * Only Better Auth's own sign-in fields are forwarded, and only scalar values (anything else becomes null,
 * which Better Auth refuses with a 400): unknown fields never reach it, and a body nested 20,000 levels deep,
 * which JSON.parse accepts but JSON.stringify cannot write back, is answered as bad input, not a 500.
 */
function signInFields(body: Record<string, unknown>, email: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { email };
  for (const key of SIGN_IN_FIELDS) {
    if (!Object.hasOwn(body, key)) continue;
    const value = body[key];
    fields[key] = value === null || typeof value !== 'object' ? value : null;
  }
  return fields;
}

/**
 * POST /api/auth/sign-in/email: the attempt is audited and admitted (per address, then per e-mail) in one atomic
 * statement each before any password is verified, so parallel attempts cannot get past the lockout; Better
 * Auth then verifies the password, and the attempt is closed with its outcome whatever happens. Answers Better
 * Auth's response, or the refusal of a rate limit, a lockout, an inactive client, an expired temporary password or
 * (SSO-only mode) an agency account's password.
 */
export async function signInWithEmail(options: SignInWithEmailOptions): Promise<Response | SignInRefusal> {
  const { db, log, body, ip, userAgent } = options;
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
  await recordAudit(db, { event: 'login.attempt', email: email || null, ip, userAgent });
  log.info({ event: 'login.attempt', email, ip }, 'sign-in attempt');

  const gate = await openSignInGate(db, { email, ip });
  if (!gate.isOpen) {
    if (gate.reason === 'ip') {
      await recordAudit(db, { event: 'login.rate_limited', email: email || null, ip, userAgent });
      log.warn({ event: 'login.rate_limited', email, ip }, 'sign-in refused: per-IP limit');
      return { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: SIGN_IN_IP_LIMIT.windowMs / 1000 };
    }
    const details = { until: gate.lockedUntil?.toISOString() ?? null };
    await recordAudit(db, { event: 'login.locked', email, ip, userAgent, details });
    log.warn({ event: 'login.locked', email, ip }, 'sign-in refused: e-mail locked');
    return { code: 'ACCOUNT_LOCKED' };
  }
  let outcome: AttemptOutcome = 'void';
  try {
    const res = await options.verify(signInFields(body, email));
    if (res.status === 401 && email) {
      outcome = 'failure';
      const { lockedNow } = await gate.close(outcome);
      await recordAudit(db, { event: 'login.failure', email, ip, userAgent });
      if (lockedNow) {
        const details = { reason: 'max_attempts' };
        await recordAudit(db, { event: 'login.locked', email, ip, userAgent, details });
      }
      log.warn({ event: 'login.failure', email, ip, locked: lockedNow }, 'sign-in failed');
      return res;
    }
    if (res.status === 403 && (await isBannedRefusal(res))) {
      // The right password of a deactivated team member (Better Auth's admin plugin refuses banned users).
      await recordAudit(db, { event: 'login.deactivated', email, ip, userAgent });
      log.warn({ event: 'login.deactivated', email, ip }, 'sign-in refused: deactivated');
      return { code: 'ACCOUNT_INACTIVE' };
    }
    if (res.status !== 200) return res;
    const verdict = await verifiedSignIn(options, res, email);
    outcome = verdict.outcome;
    return verdict.answer;
  } finally {
    // A failure was closed above; anything else (success, refusal, error) is closed here.
    if (outcome !== 'failure') await gate.close(outcome);
  }
}

/**
 * A 200 from Better Auth: the password was right. The login of an inactive client, a temporary password that
 * has expired, or in SSO-only mode an agency account other than the break-glass one, still opens nothing (the
 * session just created is deleted, the attempt counts neither way); otherwise the sign-in succeeds. The SSO-only
 * refusal comes after the password, so it never tells a stranger which e-mails are the agency's.
 */
async function verifiedSignIn(
  { db, log, ip, userAgent, ssoOnly = null }: SignInWithEmailOptions,
  res: Response,
  email: string,
): Promise<{ answer: Response | SignInRefusal; outcome: AttemptOutcome }> {
  // Better Auth answers with the user, including our temporary-password fields: no second read needed.
  const payload = (await res.clone().json()) as {
    token?: string;
    user?: {
      id?: string;
      role?: string | null;
      isTempPassword?: boolean | null;
      tempPasswordExpiresAt?: string | null;
    };
  };
  const userId = payload.user?.id ?? null;
  const refuse = async (event: AuditEvent, code: SignInErrorCode, message?: string) => {
    if (payload.token) await db.delete(sessionTable).where(eq(sessionTable.token, payload.token));
    await recordAudit(db, { event, userId, email, ip, userAgent });
    log.warn({ event, email, ip }, `sign-in refused: ${event}`);
    return { answer: { code, ...(message ? { message } : {}) }, outcome: 'void' as const };
  };
  if (userId && (await isInactiveClientLogin(db, userId))) {
    return refuse('login.inactive_client', 'ACCOUNT_INACTIVE');
  }
  if (ssoOnly && isPasswordOff(ssoOnly, { role: payload.user?.role, email })) {
    return refuse('login.sso_required', 'SSO_REQUIRED', SSO_TEXTS.passwordOff(ssoOnly.providerName));
  }
  const expires = payload.user?.tempPasswordExpiresAt ? new Date(payload.user.tempPasswordExpiresAt) : null;
  if (payload.user?.isTempPassword && expires && expires <= new Date()) {
    return refuse('login.temp_password_expired', 'TEMP_PASSWORD_EXPIRED');
  }
  await recordAudit(db, { event: 'login.success', userId, email, ip, userAgent });
  log.info({ event: 'login.success', userId, ip }, 'sign-in succeeded');
  return { answer: res, outcome: 'success' };
}

/** Better Auth's refusal of a banned user (admin plugin): `403 { code: 'BANNED_USER' }`. */
async function isBannedRefusal(res: Response): Promise<boolean> {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'BANNED_USER';
}
