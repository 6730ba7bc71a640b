import { randomUUID } from 'node:crypto';
import type { Executor } from '../../src/server/db/client';
import { type ClientStatus, clients, type InvitationStatus } from '../../src/server/db/schema/clients';

/** A body for POST /api/admin/clients with a unique e-mail and brand. */
export function clientInput(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: 'Lucía Pérez',
    brandName: `Marca ${tag}`,
    email: `cliente-${tag}@example.test`,
    phone: '+34 600 000 000',
    industry: 'Moda',
    description: 'Tienda de ropa sostenible',
    ...overrides,
  };
}

/** A client row without a login user (the demo's "Huerta Viva" case). */
export async function createClientRecord(
  db: Executor,
  opts: {
    name?: string;
    brandName?: string;
    email?: string;
    status?: ClientStatus;
    invitationStatus?: InvitationStatus;
    userId?: string | null;
    createdAt?: Date;
  } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(clients)
    .values({
      name: opts.name ?? 'Contacto Prueba',
      brandName: opts.brandName ?? `Marca ${tag}`,
      email: opts.email ?? `registro-${tag}@example.test`,
      status: opts.status ?? 'active',
      invitationStatus: opts.invitationStatus ?? 'pending',
      userId: opts.userId ?? null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  return row!;
}
