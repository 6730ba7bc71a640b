import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { RESET_LINK_VALIDITY_SECONDS } from '../../shared/auth/password-reset-texts';
import type { Db } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema/auth';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { type SsoConfig, ssoAuthOptions } from './oidc-provider';
import { hashPassword, verifyPassword } from './password-hash';

/** Header set by our own middleware from the socket (or the trusted proxy); any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-stories-client-ip';

export const SESSION_COOKIE_PREFIX = 'stories';

/** A password reset link to send (the use case is services/auth/send-reset-link.ts, wired by the composition root). */
export interface ResetLinkRequest {
  user: { id: string; email: string; name: string };
  /** Better Auth's single-use token (stored hashed; it only travels in the e-mail). */
  token: string;
  ip: string | null;
  userAgent: string | null;
}

export function createAuth({
  db,
  env,
  logger,
  sendResetLink,
  sso = null,
}: {
  db: Db;
  env: Pick<Env, 'AUTH_SECRET' | 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>;
  logger: Logger;
  /** Sends the reset link Better Auth made ('¿Olvidaste tu contraseña?'). */
  sendResetLink: (request: ResetLinkRequest) => Promise<void>;
  /** Single sign-on with the agency's OpenID Connect provider (OIDC_*, auth/oidc-provider.ts); null: off. */
  sso?: SsoConfig | null;
}) {
  const authLog = logger.child({ component: 'better-auth' });
  const isHttps = env.PUBLIC_URL.startsWith('https://');
  const oidc = sso
    ? ssoAuthOptions({ sso, publicUrl: env.PUBLIC_URL, clientIpHeader: CLIENT_IP_HEADER, log: authLog })
    : null;
  return betterAuth({
    appName: 'Panel de Stories',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.PUBLIC_URL, ...env.TRUSTED_ORIGINS],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by the agency (or the CLI), never by self sign-up.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      // '¿Olvidaste tu contraseña?' (routes/auth.ts wraps both endpoints: services/auth/request-password-reset.ts
      // and reset-password.ts): a single-use token valid for 1 hour; the reset deletes every session of the user.
      resetPasswordTokenExpiresIn: RESET_LINK_VALIDITY_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) =>
        sendResetLink({
          user,
          token,
          ip: request?.headers.get(CLIENT_IP_HEADER) ?? null,
          userAgent: request?.headers.get('user-agent') ?? null,
        }),
    },
    // Tokens (the reset links') are stored as SHA-256 hashes: a copy of the database opens no account.
    verification: { storeIdentifier: 'hashed' },
    user: {
      additionalFields: {
        isTempPassword: { type: 'boolean', required: false, defaultValue: false, input: false },
        tempPasswordExpiresAt: { type: 'date', required: false, input: false },
        passwordChangedAt: { type: 'date', required: false, input: false },
      },
      ...(oidc ? { validateUserInfo: oidc.validateUserInfo } : {}),
    },
    ...(oidc
      ? { account: oidc.account, databaseHooks: oidc.databaseHooks, onAPIError: oidc.onAPIError }
      : {}),
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request reads the session row, so a revoked session is refused at once on every instance.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Sign-in has its own limits, reserved atomically before the password is verified
        // (services/auth/login-throttle.ts): per e-mail and a sliding window of failures per address.
        '/sign-in/email': false,
        '/get-session': false,
        // Per e-mail and per address, in the same table (services/auth/request-password-reset.ts).
        '/request-password-reset': false,
        // Starting a sign-in by SSO (routes/auth.ts): Better Auth's default for /sign-in/* (3 in 10 s) would refuse
        // an office of colleagues behind one address at nine in the morning.
        '/sign-in/social': { window: 60, max: 30 },
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
    },
    telemetry: { enabled: false },
    // Better Auth's own messages go to the JSON log like everything else.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const fields = args.length ? { args } : {};
        if (level === 'error') authLog.error(fields, message);
        else if (level === 'warn') authLog.warn(fields, message);
        else authLog.info(fields, message);
      },
    },
    plugins: [admin({ defaultRole: 'client', adminRoles: ['admin'] }), ...(oidc ? [oidc.plugin] : [])],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
