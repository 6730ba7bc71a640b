import { z } from 'zod';
import { urlInteger } from '../api/url-integer';
import {
  MAIL_KINDS,
  MAIL_TRANSPORTS,
  OUTBOX_DEFAULT_LIMIT,
  OUTBOX_MAX_LIMIT,
  OUTBOX_MAX_PAGE,
  OUTBOX_SEARCH_MAX_LENGTH,
} from './outbox-labels';

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
