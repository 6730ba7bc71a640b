/**
 * The status values of the spec's entities, and their Spanish labels, written once: the database enums, the
 * API schemas and the screens all read them from here.
 */

export const CLIENT_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  active: 'Activo',
  inactive: 'Inactivo',
  pending: 'Pendiente',
};

export const INVITATION_STATUSES = ['pending', 'sent', 'accepted', 'failed'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pendiente',
  sent: 'Credenciales Enviadas',
  accepted: 'Usuario Activo',
  failed: 'Falló',
};

export const CAMPAIGN_STATUSES = ['active', 'completed', 'paused', 'draft'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/**
 * Campaigns the agency has paused or not yet released: their stories leave the client's pending lists (dashboard,
 * 'Historias Pendientes', overdue), while the campaign stays in 'Mis Campañas' with its 'Pausada' / 'Borrador' badge.
 */
export const CAMPAIGN_STATUSES_ON_HOLD = ['paused', 'draft'] as const satisfies readonly CampaignStatus[];
export function isCampaignOnHold(status: CampaignStatus): boolean {
  return (CAMPAIGN_STATUSES_ON_HOLD as readonly CampaignStatus[]).includes(status);
}
/**
 * Only an active campaign puts stories on the client's phone, in its pending lists and counts, in reminders and on
 * the agency's board (issue 29): a completed one is as quiet as a paused or draft one.
 */
export const CAMPAIGN_STATUS_PUBLISHING = 'active' as const satisfies CampaignStatus;
export function isCampaignPublishing(status: CampaignStatus): boolean {
  return status === CAMPAIGN_STATUS_PUBLISHING;
}
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  active: 'Activa',
  completed: 'Completada',
  paused: 'Pausada',
  draft: 'Borrador',
};

export const AI_REQUEST_STATUSES = [
  'pending',
  'processing',
  'ai_completed',
  'processing_campaign',
  'completed',
  'processing_partial',
  'failed',
] as const;
export type AiRequestStatus = (typeof AI_REQUEST_STATUSES)[number];
