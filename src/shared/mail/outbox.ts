import { z } from 'zod';

export const MAIL_TRANSPORTS = ['smtp', 'log'] as const;
export const MAIL_TRANSPORT_LABELS: Record<(typeof MAIL_TRANSPORTS)[number], string> = {
  smtp: 'SMTP',
  log: 'Registro local',
};

export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_MAX_LIMIT = 100;

/** Query of GET /api/admin/mail. */
export const OutboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(OUTBOX_MAX_LIMIT).default(OUTBOX_DEFAULT_LIMIT),
});

/** One sent e-mail as the admin reads it in Configuración › Correos enviados. */
export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  transport: z.enum(MAIL_TRANSPORTS),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxResponse = z.object({ messages: z.array(OutboxMessage) });
export type OutboxResponse = z.infer<typeof OutboxResponse>;
