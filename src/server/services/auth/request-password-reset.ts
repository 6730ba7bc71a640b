import { normaliseEmail } from '../../../shared/auth/login-errors';
import type { RequestPasswordResetAnswer } from '../../../shared/auth/password-reset';
import {
  isPlainEmail,
  PASSWORD_RESET_TEXTS,
  type PasswordResetErrorCode,
  RESET_REQUEST_WINDOW_MINUTES,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
} from '../../../shared/auth/password-reset-texts';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record-audit';
import { concludeAttempt, reserveAttempt, type ThrottlePolicy, throttleKey } from './login-throttle';
import { requesterAddress } from './requester-address';

/** A reset request refused by us: a code of PASSWORD_RESET_ERRORS. */
export interface PasswordResetRefusal {
  code: PasswordResetErrorCode;
  message?: string;
  retryAfterSeconds?: number;
}

const WINDOW_MS = RESET_REQUEST_WINDOW_MINUTES * 60_000;

/**
 * Requests are counted as admitted attempts (the ceiling) and never as failures: nothing is verified, so there is
 * no lock beyond the sliding window. Unknown e-mails are counted like known ones. The e-mail's count is kept per
 * requesting address: a count per e-mail alone let anyone use up an owner's requests and keep it from getting a
 * link. One address asking for many e-mails meets RESET_REQUEST_IP_LIMIT. An IPv6 requester is counted by its /64
 * (requester-address.ts). Many addresses asking for one account's links meet, where the e-mail is sent,
 * RESET_LINK_ACCOUNT_LIMIT (send-reset-link.ts), which changes nothing in the answer.
 */
export const RESET_REQUEST_EMAIL_LIMIT: ThrottlePolicy = {
  maxFailures: RESET_REQUESTS_PER_EMAIL,
  windowMs: WINDOW_MS,
  lockMs: null,
  maxAdmitted: RESET_REQUESTS_PER_EMAIL,
  successClearsFailures: false,
};
export const RESET_REQUEST_IP_LIMIT: ThrottlePolicy = {
  maxFailures: RESET_REQUESTS_PER_IP,
  windowMs: WINDOW_MS,
  lockMs: null,
  maxAdmitted: RESET_REQUESTS_PER_IP,
  successClearsFailures: false,
};

/**
 * The least time a valid request takes to be answered. Better Auth already does a similar lookup for an unknown
 * address; this floor hides what remains (creating the token, queuing the e-mail, the audit rows), so the answer
 * takes the same time whether or not the address has an account.
 */
export const RESET_REQUEST_MIN_MS = 250;

/** The one answer of a valid request, whatever the address. */
export const RESET_REQUEST_ANSWER: RequestPasswordResetAnswer = {
  status: true,
  message: PASSWORD_RESET_TEXTS.sentMessage,
};

export interface RequestPasswordResetOptions {
  db: Db;
  log: Logger;
  /** The request's JSON body (an empty object when it was not a JSON object). */
  body: Record<string, unknown>;
  ip: string;
  userAgent: string | null;
  /** Better Auth's own request-password-reset for this e-mail (it calls sendResetPassword for a known one). */
  send: (email: string) => Promise<Response>;
  minDurationMs?: number;
}

/**
 * POST /api/auth/request-password-reset: the e-mail is checked, the request audited and admitted by the client
 * address and then by the e-mail from that address (one atomic statement each, the sign-in's throttle table), and Better Auth makes
 * the single-use token and calls sendResetPassword (services/auth/send-reset-link.ts), which queues the e-mail
 * only for an account that may sign in. The answer is RESET_REQUEST_ANSWER for every valid request, never sooner
 * than RESET_REQUEST_MIN_MS after it arrived.
 */
export async function requestPasswordReset(
  options: RequestPasswordResetOptions,
): Promise<RequestPasswordResetAnswer | PasswordResetRefusal | Response> {
  const startedAt = Date.now();
  const { db, log, body, ip, userAgent } = options;
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
  if (!isPlainEmail(email)) return { code: 'INVALID_EMAIL' };
  await recordAudit(db, { event: 'password.reset_requested', email, ip, userAgent });

  const requester = requesterAddress(ip);
  const byIp = await reserveAttempt({
    db,
    key: throttleKey.resetIp(requester),
    policy: RESET_REQUEST_IP_LIMIT,
  });
  if (!byIp.allowed) return rateLimited(options, email, 'ip');
  await concludeAttempt({ db, reservation: byIp.reservation, outcome: 'void' });
  const byEmail = await reserveAttempt({
    db,
    key: throttleKey.resetEmail(email, requester),
    policy: RESET_REQUEST_EMAIL_LIMIT,
  });
  if (!byEmail.allowed) return rateLimited(options, email, 'email');
  await concludeAttempt({ db, reservation: byEmail.reservation, outcome: 'void' });

  const res = await options.send(email);
  if (res.status !== 200) {
    log.warn(
      { event: 'password.reset_requested', status: res.status },
      'password reset: Better Auth refused',
    );
    return res;
  }
  const wait = startedAt + (options.minDurationMs ?? RESET_REQUEST_MIN_MS) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return RESET_REQUEST_ANSWER;
}

async function rateLimited(
  { db, log, ip, userAgent }: RequestPasswordResetOptions,
  email: string,
  by: 'ip' | 'email',
): Promise<PasswordResetRefusal> {
  await recordAudit(db, { event: 'password.reset_rate_limited', email, ip, userAgent, details: { by } });
  log.warn({ event: 'password.reset_rate_limited', by, ip }, 'password reset refused: rate limit');
  return { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: WINDOW_MS / 1000 };
}
