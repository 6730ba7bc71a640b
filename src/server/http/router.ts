import { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorBody } from '../../shared/api/error-body';
import { AppError } from '../errors/app-error';
import type { AppEnv } from './context';
import { jsonResponse } from './json-content';

/**
 * One OpenAPIHono per resource; invalid params, query or body answer 400 INVALID_REQUEST with the issues. A
 * malformed `id` in the path names nothing that can exist: 404 NOT_FOUND with the schema's message, exactly like
 * an unknown id, so the screens show 'Cliente no encontrado' rather than an error to retry.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        if (result.target === 'param' && issues.every((i) => i.path === 'id'))
          throw new AppError('NOT_FOUND', issues[0]?.message);
        throw new AppError('INVALID_REQUEST', issues[0]?.message ?? undefined, issues);
      }
    },
  });
}

/** The error answer, component 'Error'. */
export const ErrorBodySchema = ErrorBody.meta({ id: 'Error' });

const errorDescriptions = {
  400: 'Datos no válidos',
  401: 'Sin sesión',
  403: 'Rol incorrecto o cambio de contraseña pendiente',
  404: 'No encontrado',
  409: 'Conflicto',
  413: 'Petición demasiado grande',
  415: 'Tipo de archivo no admitido',
  416: 'Rango no satisfacible',
  429: 'Demasiadas peticiones',
} as const;

/** An error status a route can declare (its description in the OpenAPI document is the table's). */
export type ErrorStatus = keyof typeof errorDescriptions;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [s, jsonResponse(errorDescriptions[s], ErrorBodySchema)]),
  ) as {
    [K in S]: ReturnType<typeof jsonResponse<typeof ErrorBodySchema>>;
  };
}
