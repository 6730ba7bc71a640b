/**
 * 'Configuración › Seguridad': the audit log, read by admins with filters and pages.
 */
import { z } from 'zod';
import {
  AUDIT_EVENT_GROUP_IDS,
  AUDIT_LOG_MAX_LIMIT,
  AUDIT_LOG_MAX_PAGE,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_SEARCH_MAX_LENGTH,
} from './audit-log-labels';
import { urlInteger } from './url-integer';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(DAY, message)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message)
      .optional(),
  );

/** GET /api/admin/audit-log: newest first; `from`/`to` are days (inclusive) in the agency's time zone. */
export const AuditLogQuery = z
  .object({
    group: z.preprocess(
      emptyToUndefined,
      z.enum(AUDIT_EVENT_GROUP_IDS, { error: 'Tipo de evento no válido' }).optional(),
    ),
    q: z
      .string()
      .max(
        AUDIT_LOG_SEARCH_MAX_LENGTH,
        `La búsqueda no puede tener más de ${AUDIT_LOG_SEARCH_MAX_LENGTH} caracteres`,
      )
      .optional()
      .transform((value) => value?.trim() ?? ''),
    from: day('Fecha «desde» no válida'),
    to: day('Fecha «hasta» no válida'),
    page: urlInteger({ min: 1, max: AUDIT_LOG_MAX_PAGE, message: 'Página no válida' }).optional().default(1),
    limit: urlInteger({
      min: 1,
      max: AUDIT_LOG_MAX_LIMIT,
      message: `Límite no válido (1 a ${AUDIT_LOG_MAX_LIMIT})`,
    })
      .optional()
      .default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'La fecha «desde» no puede ser posterior a «hasta»',
    path: ['to'],
  });
export type AuditLogQuery = z.output<typeof AuditLogQuery>;

export const AuditLogEntry = z
  .object({
    id: z.number(),
    event: z.string(),
    userId: z.string().nullable(),
    /** The user's name when it still exists. */
    userName: z.string().nullable(),
    email: z.string().nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogResponse = z.object({
  entries: z.array(AuditLogEntry),
  /** Matching rows, counted up to AUDIT_LOG_COUNT_CAP (`isTotalCapped` past it). */
  total: z.number(),
  isTotalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;
