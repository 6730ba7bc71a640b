/** 'Correos enviados': the outbox's limits, mail kinds and Spanish labels, without zod (the web imports them light). */

export const MAIL_TRANSPORTS = ['smtp', 'log'] as const;
export const MAIL_TRANSPORT_LABELS: Record<(typeof MAIL_TRANSPORTS)[number], string> = {
  smtp: 'SMTP',
  log: 'Registro local',
};

export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_MAX_LIMIT = 100;
export const OUTBOX_MAX_PAGE = 100_000;
export const OUTBOX_SEARCH_MAX_LENGTH = 200;

/** What an e-mail is about (the purpose recorded with its job), with the label 'Correos enviados' shows. */
export const MAIL_KINDS = [
  'credentials',
  'campaign-created',
  'ai-campaign-ready',
  'ai-campaign-failed',
  'ai-campaign-failed-agency',
  'story-reminder',
  'results-reminder',
  'daily-digest',
  'agency-alert',
  'password-reset',
  'team-invitation',
  'approval-request',
  'comment-mention',
  'instagram-connection',
  'webhook-disabled',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  credentials: 'Credenciales',
  'campaign-created': 'Campaña creada',
  'ai-campaign-ready': 'Campaña con IA lista',
  'ai-campaign-failed': 'Campaña con IA fallida (cliente)',
  'ai-campaign-failed-agency': 'Campaña con IA fallida (agencia)',
  'story-reminder': 'Recordatorio de historia',
  'results-reminder': 'Aviso para apuntar resultados',
  'daily-digest': 'Resumen del día',
  'agency-alert': 'Aviso de historias atrasadas (agencia)',
  'password-reset': 'Restablecer contraseña',
  'team-invitation': 'Invitación al equipo',
  'approval-request': 'Petición de aprobación',
  'comment-mention': 'Mención en un comentario',
  'instagram-connection': 'Conexión con Instagram (agencia)',
  'webhook-disabled': 'Webhook desactivado (agencia)',
};

/**
 * What stands in the text of 'Correos enviados' for a secret (a reset or invitation link, a temporary password)
 * of an e-mail addressed to another admin: only the addressee's own account sees it.
 */
export const OUTBOX_SECRET_HIDDEN = '[oculto: solo lo ve su destinatario]';
export const OUTBOX_SECRET_HIDDEN_NOTE =
  'Este correo lleva un enlace o una contraseña para otro administrador: solo lo ve su destinatario, con su cuenta.';
