/** Spanish texts of the outgoing webhooks (API errors and the panel's screens share them). */

export const WEBHOOK_URL_MAX_LENGTH = 2_000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** At most this many endpoints per agency: every event is one delivery per endpoint. */
export const WEBHOOK_MAX_ENDPOINTS = 20;

export const WEBHOOK_TEXTS = {
  urlRequired: 'Indica la URL del webhook',
  urlTooLong: `La URL no puede superar ${WEBHOOK_URL_MAX_LENGTH} caracteres`,
  urlInvalid: 'Indica una URL http:// o https:// válida, sin usuario ni contraseña',
  urlBlocked:
    'La URL apunta a una dirección local, privada o reservada. Si tu receptor corre en tu red, añade su nombre a WEBHOOK_ALLOW_HOSTS.',
  descriptionTooLong: `La descripción no puede superar ${WEBHOOK_DESCRIPTION_MAX_LENGTH} caracteres`,
  eventsRequired: 'Elige al menos un evento',
  notFound: 'No encontramos ese webhook',
  deliveryNotFound: 'No encontramos ese envío',
  tooManyEndpoints: `La agencia puede tener como máximo ${WEBHOOK_MAX_ENDPOINTS} webhooks`,
  endpointDisabled: 'El webhook está desactivado: actívalo para enviar eventos',
  disabledGone: 'Desactivado: el receptor respondió 410 (ya no existe)',
} as const;
