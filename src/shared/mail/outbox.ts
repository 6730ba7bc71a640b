import { z } from 'zod';
import { urlInteger } from '../api/url-integer';

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
  'daily-digest',
  'agency-alert',
  'password-reset',
  'team-invitation',
  'approval-request',
  'comment-mention',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  credentials: 'Credenciales',
  'campaign-created': 'Campaña creada',
  'ai-campaign-ready': 'Campaña con IA lista',
  'ai-campaign-failed': 'Campaña con IA fallida (cliente)',
  'ai-campaign-failed-agency': 'Campaña con IA fallida (agencia)',
  'story-reminder': 'Recordatorio de historia',
  'daily-digest': 'Resumen del día',
  'agency-alert': 'Aviso de historias atrasadas (agencia)',
  'password-reset': 'Restablecer contraseña',
  'team-invitation': 'Invitación al equipo',
  'approval-request': 'Petición de aprobación',
  'comment-mention': 'Mención en un comentario',
};

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Query of GET /api/admin/mail: a page of the outbox, searched by recipient or subject and filtered by kind. */
export const OutboxQuery = z.object({
  q: z
    .string()
    .max(OUTBOX_SEARCH_MAX_LENGTH, `La búsqueda no puede tener más de ${OUTBOX_SEARCH_MAX_LENGTH} caracteres`)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  kind: z.preprocess(emptyToUndefined, z.enum(MAIL_KINDS, { error: 'Tipo de correo no válido' }).optional()),
  page: urlInteger({ min: 1, max: OUTBOX_MAX_PAGE, message: 'Página no válida' }).optional().default(1),
  limit: urlInteger({ min: 1, max: OUTBOX_MAX_LIMIT, message: `Límite no válido (1 a ${OUTBOX_MAX_LIMIT})` })
    .optional()
    .default(OUTBOX_DEFAULT_LIMIT),
});

export type OutboxQuery = z.output<typeof OutboxQuery>;

/**
 * What stands in the text of 'Correos enviados' for a secret (a reset or invitation link, a temporary password)
 * of an e-mail addressed to another admin: only the addressee's own account sees it.
 */
export const OUTBOX_SECRET_HIDDEN = '[oculto: solo lo ve su destinatario]';
export const OUTBOX_SECRET_HIDDEN_NOTE =
  'Este correo lleva un enlace o una contraseña para otro administrador: solo lo ve su destinatario, con su cuenta.';

/** One sent e-mail as the admin reads it in Configuración › Correos enviados. */
export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The text, with each secret replaced by OUTBOX_SECRET_HIDDEN unless the reader may see it. */
  text: z.string(),
  /** Whether a secret of the text was hidden from this reader (the e-mail is another admin's). */
  isSecretHidden: z.boolean(),
  transport: z.enum(MAIL_TRANSPORTS),
  /** Null for e-mails recorded before their kind was kept with them. */
  kind: z.enum(MAIL_KINDS).nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxResponse = z.object({
  messages: z.array(OutboxMessage),
  /** How many e-mails match the search and filter, across every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxResponse = z.infer<typeof OutboxResponse>;
