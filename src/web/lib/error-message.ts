import { isApiError } from '@/lib/api-client';

/**
 * The Spanish message to show for a failed request, by one rule: a refusal (4xx) or a lost connection (status 0)
 * in the words the server or the transport gave it (they say why: 'Ya existe un cliente con ese email'); a failure
 * of the server (5xx, whose message is only the generic 'Ha ocurrido un error inesperado') and anything that is not
 * an `ApiError` as `fallback`, which says what did not work ('No se pudo crear el cliente.').
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 && error.message ? error.message : fallback;
}
