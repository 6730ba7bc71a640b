/** 'Configuración › Seguridad': the audit log's limits, filter groups and Spanish labels, without zod (the web imports them light). */

export const AUDIT_LOG_PAGE_SIZE = 25;
export const AUDIT_LOG_MAX_LIMIT = 100;
export const AUDIT_LOG_MAX_PAGE = 10_000;
/** Totals are counted up to this many rows (a bounded count); past it the page says «más de». */
export const AUDIT_LOG_COUNT_CAP = 10_000;
export const AUDIT_LOG_SEARCH_MAX_LENGTH = 200;

/** The filter groups of the event type: each matches events by prefix or by name. */
export const AUDIT_EVENT_GROUPS = {
  sign_in: { label: 'Inicios de sesión', prefixes: ['login.', 'logout'] },
  lockout: {
    label: 'Bloqueos y límites',
    events: ['login.locked', 'login.rate_limited', 'password.reset_rate_limited'],
  },
  password: { label: 'Contraseñas', prefixes: ['password.', 'client.credentials_issued'] },
  team: { label: 'Equipo y roles', prefixes: ['team.', 'admin.'] },
  deletion: { label: 'Eliminaciones', events: ['client.deleted', 'campaign.deleted'] },
  data: {
    label: 'Clientes, campañas y aprobaciones',
    prefixes: ['client.', 'campaign.', 'approval.', 'story.', 'link.', 'agency.'],
  },
  session: { label: 'Sesiones y calendario', prefixes: ['session.', 'calendar.'] },
  webhooks: { label: 'Webhooks', prefixes: ['webhook.'] },
} as const satisfies Record<
  string,
  { label: string; prefixes?: readonly string[]; events?: readonly string[] }
>;
export type AuditEventGroup = keyof typeof AUDIT_EVENT_GROUPS;
export const AUDIT_EVENT_GROUP_IDS = Object.keys(AUDIT_EVENT_GROUPS) as [
  AuditEventGroup,
  ...AuditEventGroup[],
];

/** Spanish names of the events the page shows (others are shown by their code). */
export const AUDIT_EVENT_LABELS: Record<string, string> = {
  'login.attempt': 'Intento de inicio de sesión',
  'login.failure': 'Inicio de sesión fallido',
  'login.success': 'Inicio de sesión',
  'login.locked': 'Cuenta bloqueada por intentos',
  'login.rate_limited': 'Límite de intentos por dirección',
  'login.temp_password_expired': 'Contraseña temporal caducada',
  'login.inactive_client': 'Acceso de un cliente inactivo',
  'login.deactivated': 'Acceso de un miembro desactivado',
  'login.sso_success': 'Inicio de sesión con SSO',
  'login.sso_refused': 'Inicio de sesión con SSO rechazado',
  'login.sso_required': 'Contraseña rechazada: el equipo entra con SSO',
  logout: 'Cierre de sesión',
  'password.changed': 'Contraseña cambiada',
  'password.change_failed': 'Cambio de contraseña fallido',
  'password.reset_requested': 'Enlace de restablecimiento pedido',
  'password.reset_rate_limited': 'Límite de enlaces de restablecimiento',
  'password.reset_link_sent': 'Enlace de restablecimiento enviado',
  'password.reset_link_withheld': 'Enlace de restablecimiento no enviado',
  'password.reset': 'Contraseña restablecida',
  'password.reset_failed': 'Restablecimiento fallido',
  'session.revoked': 'Sesiones cerradas',
  'admin.ensured': 'Administrador inicial',
  'agency.exported': 'Agencia exportada completa',
  'agency.imported': 'Agencia importada completa',
  'approval.requested': 'Aprobación pedida al cliente',
  'calendar.created': 'Calendario creado',
  'calendar.renewed': 'Calendario renovado',
  'calendar.revoked': 'Calendario revocado',
  'campaign.deleted': 'Campaña eliminada',
  'campaign.updated': 'Campaña editada',
  'campaign.moved': 'Campaña movida',
  'campaign.duplicated': 'Campaña duplicada',
  'template.created': 'Plantilla creada',
  'template.updated': 'Plantilla modificada',
  'template.deleted': 'Plantilla eliminada',
  'story.skipped': 'Historia marcada «No se publicará»',
  'story.unskipped': '«No se publicará» deshecho',
  'story.results_saved': 'Resultados de historia guardados',
  'instagram.connected': 'Cuenta de Instagram conectada',
  'instagram.disconnected': 'Cuenta de Instagram desconectada',
  'story.proof_attached': 'Prueba de publicación adjuntada',
  'story.proof_removed': 'Prueba de publicación quitada',
  'link.disabled': 'Enlace con seguimiento desactivado',
  'link.enabled': 'Enlace con seguimiento reactivado',
  'client.created': 'Cliente creado',
  'client.deleted': 'Cliente eliminado',
  'client.credentials_issued': 'Credenciales emitidas',
  'team.invited': 'Administrador invitado',
  'team.invitation_resent': 'Invitación reenviada',
  'team.invitation_revoked': 'Invitación revocada',
  'team.invitation_accepted': 'Invitación aceptada',
  'team.invitation_failed': 'Invitación rechazada',
  'team.member_deactivated': 'Miembro desactivado',
  'team.member_reactivated': 'Miembro reactivado',
  'webhook.created': 'Webhook añadido',
  'webhook.updated': 'Webhook modificado',
  'webhook.deleted': 'Webhook eliminado',
  'webhook.secret_rotated': 'Secreto de webhook cambiado',
  'webhook.disabled': 'Webhook desactivado por el receptor (410)',
};
