import { eq } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { OwnClient, UpdateOwnClientBody } from '../../../shared/api/client-area/profile';
import type { Executor } from '../../db/client';
import { type ClientRow, clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { toAdminClient } from '../clients/client-dto';

/** The client record as its own user reads it: the admin's view without the login-user flag. */
export function toOwnClient(row: ClientRow): OwnClient {
  const { hasLoginUser: _hasLoginUser, ...own } = toAdminClient(row);
  return own;
}

/** GET /api/client/me: the signed-in user's own client record; 404 when there is none. */
export async function getOwnClient(db: Executor, userId: string): Promise<OwnClient> {
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  return toOwnClient(row);
}

/** The personal-info form: one UPDATE of the signed-in user's own client record; 404 when there is none. */
export async function updateOwnClient({
  db,
  userId,
  input,
}: {
  db: Executor;
  userId: string;
  input: UpdateOwnClientBody;
}): Promise<OwnClient> {
  const [row] = await db
    .update(clients)
    .set({
      name: input.name,
      brandName: input.brandName,
      phone: input.phone,
      industry: input.industry,
      description: input.description,
      updatedAt: new Date(),
    })
    .where(eq(clients.userId, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  return toOwnClient(row);
}
