import { z } from 'zod';

/**
 * The Idempotency-Key request header (IETF draft "The Idempotency-Key HTTP Header Field"): a UUID the caller draws
 * once per intended effect and sends again with every retry of it, so that the effect happens once (oncePerKey on
 * the server). Optional: without it every request is a new one. POST /api/admin/campaigns/import, …/duplicate and
 * /api/admin/templates/{id}/campaigns read it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_MESSAGE = 'La cabecera Idempotency-Key debe ser un UUID';

/** The header's value: absent, or a UUID. */
export const IdempotencyKey = z.uuid({ error: IDEMPOTENCY_KEY_MESSAGE }).optional();

/** The header as an OpenAPI parameter (the handler validates it with IdempotencyKey), described for its route. */
export function idempotencyKeyParameter(description: string) {
  return {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    schema: { type: 'string', format: 'uuid' },
    description,
  } as const;
}

/** The JSON import's. */
export const IDEMPOTENCY_KEY_PARAMETER = idempotencyKeyParameter(
  'Un UUID por importación: repetir la petición con la misma clave devuelve la campaña ya creada ' +
    '(`replayed: true`) sin crear otra; la misma clave con otro cliente u otro archivo, 409.',
);
