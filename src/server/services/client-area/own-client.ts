import { eq } from 'drizzle-orm';
import type { OwnClient, UpdateOwnClientBody } from '../../../shared/api/client-area';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area';
import type { Executor } from '../../db/client';
import { type ClientRow, clients } from '../../db/schema/clients';
import { AppError } from '../../http/app-error';

export function toOwnClient(row: ClientRow): OwnClient {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    email: row.email,
    phone: row.phone,
    industry: row.industry,
    description: row.description,
    status: row.status,
    invitationStatus: row.invitationStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The personal-info form: one UPDATE of the signed-in user's own client record; 404 when there is none. */
export async function updateOwnClient(
  db: Executor,
  userId: string,
  input: UpdateOwnClientBody,
): Promise<OwnClient> {
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
