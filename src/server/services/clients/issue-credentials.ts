import { and, eq, sql } from 'drizzle-orm';
import { TEMP_PASSWORD_VALIDITY_DAYS } from '../../../shared/constants';
import { hashPassword } from '../../auth/password-hash';
import type { Executor } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { type ClientRow, clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import type { Env } from '../../env';
import { enqueueMail } from '../../mail/enqueue-mail';
import { loginUrl } from '../../mail/links';
import { MAIL_JOB_TYPE } from '../../mail/mail-message';
import { credentialsEmail } from '../../mail/templates/credentials';
import { storeCredentialPassword } from '../account/store-credential-password';
import { clearThrottle, throttleKey } from '../auth/login-throttle';
import { voidResetLinks } from '../auth/void-reset-links';
import { createLoginUser } from '../users/create-login-user';
import { assertEmailAvailable } from './email-taken';
import { generateTemporaryPassword } from './temporary-password';

const DAY_MS = 86_400_000;

export interface IssuedCredentials {
  userId: string;
  jobId: string;
  /** Whether the login user was created now (false: an existing one got a new temporary password). */
  createdUser: boolean;
}

/**
 * In the caller's transaction: gives the client a login user with a fresh random temporary password (creating
 * the user when there is none, otherwise replacing its password, which voids the old one and ends its sessions),
 * sets the invitation back to 'pending' and queues the credentials e-mail. Credentials e-mails still queued for
 * this client carry a password that no longer works, so they are cancelled.
 */
export async function issueCredentialsInTx({
  tx,
  env,
  client,
  now = new Date(),
}: {
  tx: Executor;
  env: Pick<Env, 'PUBLIC_URL' | 'APP_TIMEZONE'>;
  client: Pick<ClientRow, 'id' | 'userId' | 'name' | 'brandName' | 'email'>;
  now?: Date;
}): Promise<IssuedCredentials> {
  const password = generateTemporaryPassword();
  const temporaryUntil = new Date(now.getTime() + TEMP_PASSWORD_VALIDITY_DAYS * DAY_MS);
  const email = client.email.trim().toLowerCase();

  let userId = client.userId;
  const createdUser = !userId;
  if (!userId) {
    await assertEmailAvailable({ tx, email, own: { clientId: client.id } });
    const created = await createLoginUser(tx, {
      email,
      name: client.name,
      password,
      role: 'client',
      temporaryUntil,
    });
    userId = created.id;
  } else {
    const passwordHash = await hashPassword(password);
    await storeCredentialPassword(tx, { userId, passwordHash, now });
    await tx
      .update(user)
      .set({
        isTempPassword: true,
        tempPasswordExpiresAt: temporaryUntil,
        passwordChangedAt: null,
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    // A reset link asked for before must not replace the password the agency just issued.
    await voidResetLinks(tx, userId);
  }
  // A sign-in lockout earned with the old password must not block the new one.
  await clearThrottle(tx, throttleKey.email(email));
  await tx.update(clients).set({ userId, invitationStatus: 'pending' }).where(eq(clients.id, client.id));

  await tx
    .update(jobs)
    .set({
      status: 'failed',
      lastError: 'Sustituido por un envío de credenciales más reciente.',
      finishedAt: now,
    })
    .where(
      and(
        eq(jobs.type, MAIL_JOB_TYPE),
        eq(jobs.status, 'queued'),
        sql`${jobs.payload}->'meta'->>'purpose' = 'credentials'`,
        sql`${jobs.payload}->'meta'->>'clientId' = ${client.id}`,
      ),
    );

  const { jobId } = await enqueueMail(
    tx,
    credentialsEmail({
      to: email,
      contactName: client.name,
      brandName: client.brandName,
      temporaryPassword: password,
      loginUrl: loginUrl(env),
      expiresAt: temporaryUntil,
      validityDays: TEMP_PASSWORD_VALIDITY_DAYS,
      timeZone: env.APP_TIMEZONE,
    }),
    { purpose: 'credentials', clientId: client.id, secrets: [password] },
  );
  return { userId, jobId, createdUser };
}
