import { eq } from 'drizzle-orm';
import { CLIENT_TEXTS } from '../../../shared/clients/client-texts';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';

/** The client row, locked for the rest of the transaction when `forUpdate`; NOT_FOUND when there is none. */
export async function getClientRow({
  tx,
  id,
  forUpdate = false,
}: {
  tx: Executor;
  id: string;
  forUpdate?: boolean;
}) {
  const query = tx.select().from(clients).where(eq(clients.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', CLIENT_TEXTS.notFound);
  return row;
}
