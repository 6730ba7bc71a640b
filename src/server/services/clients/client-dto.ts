import type { AdminClient } from '../../../shared/clients/admin-client';
import type { ClientRow } from '../../db/schema/clients';

/** The columns the admin API reads from `clients`. */
export type ClientRecord = Pick<
  ClientRow,
  | 'id'
  | 'userId'
  | 'name'
  | 'brandName'
  | 'email'
  | 'phone'
  | 'industry'
  | 'description'
  | 'timeZone'
  | 'proofRequired'
  | 'status'
  | 'invitationStatus'
  | 'createdAt'
  | 'updatedAt'
>;

export function toAdminClient(row: ClientRecord): AdminClient {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    email: row.email,
    phone: row.phone,
    industry: row.industry,
    description: row.description,
    timeZone: row.timeZone,
    proofRequired: row.proofRequired,
    status: row.status,
    invitationStatus: row.invitationStatus,
    hasLoginUser: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
