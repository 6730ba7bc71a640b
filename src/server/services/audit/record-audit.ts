import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type AuditEvent =
  | 'login.attempt'
  | 'login.failure'
  | 'login.success'
  | 'login.locked'
  | 'login.rate_limited'
  | 'login.temp_password_expired'
  | 'login.inactive_client'
  | 'login.sso_success'
  | 'login.sso_refused'
  | 'login.sso_required'
  | 'logout'
  | 'password.changed'
  | 'password.change_failed'
  | 'password.reset_requested'
  | 'password.reset_rate_limited'
  | 'password.reset_link_sent'
  | 'password.reset_link_withheld'
  | 'password.reset'
  | 'password.reset_failed'
  | 'session.revoked'
  | 'admin.ensured'
  | 'agency.exported'
  | 'agency.imported'
  | 'approval.requested'
  | 'calendar.created'
  | 'calendar.renewed'
  | 'calendar.revoked'
  | 'campaign.deleted'
  | 'campaign.updated'
  | 'campaign.moved'
  | 'campaign.duplicated'
  | 'template.created'
  | 'template.updated'
  | 'template.deleted'
  | 'story.skipped'
  | 'story.results_saved'
  | 'instagram.connected'
  | 'instagram.disconnected'
  | 'story.proof_attached'
  | 'story.proof_removed'
  | 'link.disabled'
  | 'link.enabled'
  | 'story.unskipped'
  | 'client.created'
  | 'client.deleted'
  | 'client.credentials_issued'
  | 'login.deactivated'
  | 'team.invited'
  | 'team.invitation_resent'
  | 'team.invitation_revoked'
  | 'team.invitation_accepted'
  | 'team.invitation_failed'
  | 'team.member_deactivated'
  | 'team.member_reactivated'
  | 'webhook.created'
  | 'webhook.updated'
  | 'webhook.deleted'
  | 'webhook.secret_rotated'
  | 'webhook.disabled';

export interface AuditEntry {
  event: AuditEvent;
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown> | null;
}

/** Appends one security event to audit_log. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    email: entry.email ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 512) ?? null,
    details: entry.details ?? null,
  });
}
