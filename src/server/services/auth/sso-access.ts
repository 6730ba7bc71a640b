import { eq } from 'drizzle-orm';
import { isSsoRefusalCode, type SsoRefusalCode } from '../../../shared/auth/sso-texts';
import type { SsoHooks, SsoIdentity } from '../../auth/oidc-provider';
import type { Db } from '../../db/client';
import { user as userTable } from '../../db/schema/auth';
import type { OidcSettings } from '../../env/oidc-env';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record-audit';
import { decideSsoAccess, type SsoAccount } from './sso-decision';

export interface SsoAccessDeps {
  db: Db;
  logger: Logger;
  settings: OidcSettings;
}

async function accountOf(db: Db, userId: string | null): Promise<SsoAccount | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ role: userTable.role, banned: userTable.banned, banExpires: userTable.banExpires })
    .from(userTable)
    .where(eq(userTable.id, userId));
  if (!row) return null;
  // Deactivation bans with no end (services/team/set-member-active.ts); a ban that has ended no longer counts.
  const isDeactivated = Boolean(row.banned) && (!row.banExpires || row.banExpires > new Date());
  return { role: row.role, isDeactivated };
}

/**
 * Better Auth's gate before a person from the provider is created, linked or signed in (auth/oidc-provider.ts):
 * the rule of sso-decision.ts on the panel's account; a refusal is audited (`login.sso_refused`, with the reason,
 * the e-mail and what was about to happen) and ends the sign-in on the sign-in page.
 */
export async function admitSsoIdentity(
  deps: SsoAccessDeps,
  identity: SsoIdentity,
): Promise<SsoRefusalCode | null> {
  const { db, logger, settings } = deps;
  const refusal = decideSsoAccess({
    action: identity.action,
    emailVerified: identity.emailVerified,
    claims: identity.claims,
    account: await accountOf(db, identity.userId),
    settings,
  });
  if (!refusal) return null;
  await recordAudit(db, {
    event: 'login.sso_refused',
    userId: identity.userId,
    email: identity.email || null,
    ip: identity.ip,
    userAgent: identity.userAgent,
    details: { reason: refusal, action: identity.action },
  });
  logger.warn(
    { event: 'login.sso_refused', reason: refusal, action: identity.action, ip: identity.ip },
    'sso sign-in refused',
  );
  return refusal;
}

/** A session opened by SSO: `login.sso_success`, which Configuración › Equipo counts as a sign-in. */
export async function recordSsoSignIn(
  { db, logger }: Pick<SsoAccessDeps, 'db' | 'logger'>,
  { userId, ip, userAgent }: { userId: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  const [row] = await db.select({ email: userTable.email }).from(userTable).where(eq(userTable.id, userId));
  await recordAudit(db, { event: 'login.sso_success', userId, email: row?.email ?? null, ip, userAgent });
  logger.info({ event: 'login.sso_success', userId, ip }, 'sso sign-in succeeded');
}

/**
 * The provider's return ended on the sign-in page with an error that the gate did not raise (the gate audits its
 * own, with the e-mail): the person cancelled at the provider, the state expired, the ID token failed verification…
 * Audited as `login.sso_refused` with Better Auth's code as the reason. `location` is the answer's Location header.
 */
export async function recordSsoCallbackRefusal(
  { db, logger }: Pick<SsoAccessDeps, 'db' | 'logger'>,
  { location, ip, userAgent }: { location: string | null; ip: string; userAgent: string | null },
): Promise<void> {
  if (!location) return;
  const reason = new URL(location, 'http://panel.invalid').searchParams.get('error');
  if (!reason || isSsoRefusalCode(reason)) return;
  const details = { reason: reason.slice(0, 100), action: 'callback' };
  await recordAudit(db, { event: 'login.sso_refused', ip, userAgent, details });
  logger.warn({ event: 'login.sso_refused', reason: details.reason, ip }, 'sso sign-in refused');
}

/** The hooks Better Auth calls during a sign-in by SSO. */
export function ssoHooks(deps: SsoAccessDeps): SsoHooks {
  return {
    admit: (identity) => admitSsoIdentity(deps, identity),
    signedIn: (event) => recordSsoSignIn(deps, event),
  };
}
