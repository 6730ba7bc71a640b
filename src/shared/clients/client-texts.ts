import type { InvitationStatus } from '../domain/statuses';

/** The credentials button of the client detail, by invitation status (admin spec section 4). */
export const CREDENTIALS_BUTTON_LABELS: Record<InvitationStatus, string> = {
  pending: 'Crear Usuario',
  sent: 'Reenviar Credenciales',
  failed: 'Reintentar Creación',
  accepted: 'Usuario Activo',
};

/** Error and confirmation texts of the client screens and API (admin spec section 8). */
export const CLIENT_TEXTS = {
  duplicateEmail: 'Ya existe un cliente con este email.',
  notFound: 'Cliente no encontrado',
  createFallback: 'No se pudo crear el cliente.',
  createdTitle: 'Cliente y usuario creados exitosamente',
  createdWarningTitle: 'Cliente creado con advertencia',
  createdWarningDescription:
    'No se pudieron enviar las credenciales. Puedes reenviarlas desde los detalles del cliente.',
  userCreatedTitle: 'Usuario creado exitosamente',
  userErrorTitle: 'Error al crear usuario',
  userErrorFallback: 'No se pudo crear el usuario.',
  userUnexpected: 'Ocurrió un error inesperado al crear el usuario.',
  alreadyAccepted: 'El cliente ya ha activado su usuario.',
  inactiveNoCredentials: 'El cliente está inactivo: actívalo antes de enviarle credenciales.',
  detailLoadError: 'No se pudieron cargar los datos del cliente.',
  editLoadError: 'No se pudo cargar el cliente.',
  updateFallback: 'No se pudo actualizar el cliente.',
  updated: 'Cliente actualizado',
  listLoadError: 'No se pudieron cargar los clientes.',
  deleteErrorTitle: 'Error al eliminar cliente',
  deleteFallback: 'No se pudo eliminar el cliente.',
  deleted: 'Cliente eliminado',
} as const;
