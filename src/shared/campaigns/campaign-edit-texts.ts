/** The campaign edit form's Spanish texts, without zod (the web's form imports them light; the schemas are in campaign-edit.ts). */

import { IMPORT_TEXT_LIMITS } from '../campaign-import/field-limits';

export const CAMPAIGN_EDIT_TEXTS = {
  title: 'Editar Campaña',
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede tener más de ${IMPORT_TEXT_LIMITS.campaignTitle} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${IMPORT_TEXT_LIMITS.description} caracteres`,
  invalidStatus: 'Elige un estado: Activa, Completada, Pausada o Borrador',
  nothingToChange: 'No hay cambios que guardar',
  save: 'Guardar Cambios',
  saving: 'Guardando...',
  saved: 'Campaña actualizada',
  saveFailed: 'Error al actualizar la campaña',
  requiresApproval: 'Requiere aprobación del cliente',
  requiresApprovalHelp:
    'Con esta opción, el cliente no puede marcar una historia como publicada hasta que la haya aprobado, y sus recordatorios lo avisan.',
  approvalFrom: '¿Desde cuándo?',
  approvalFromTomorrow: 'Desde mañana',
  approvalFromNow: 'Desde ahora',
  approvalFromInvalid: 'Elige desde cuándo se pide la aprobación: desde mañana o desde ahora',
  approvalFromHelpTomorrow: (held: number) =>
    held === 0
      ? 'Hoy no cambia nada: no hay historias de hoy ni atrasadas sin aprobar.'
      : held === 1
        ? 'Hoy no cambia nada: la historia de hoy o atrasada sin aprobar se puede seguir marcando publicada.'
        : `Hoy no cambia nada: las ${held} historias de hoy y atrasadas sin aprobar se pueden seguir marcando publicadas.`,
  approvalFromHelpNow: (held: number) =>
    held === 0
      ? 'No hay historias de hoy ni atrasadas sin aprobar.'
      : held === 1
        ? '«Marcar publicada» se bloquea ya en 1 historia de hoy o atrasada, hasta que el cliente la apruebe.'
        : `«Marcar publicada» se bloquea ya en ${held} historias de hoy y atrasadas, hasta que el cliente las apruebe.`,
  approvalPreviewUpcoming: (count: number) =>
    count === 0
      ? 'Ninguna historia de los próximos días espera aprobación.'
      : `${count === 1 ? '1 historia de los próximos días esperará' : `${count} historias de los próximos días esperarán`} la aprobación del cliente.`,
  approvalPreviewLoading: 'Contando las historias que esperarían la aprobación...',
  approvalPreviewFailed: 'No se pudieron contar las historias afectadas; la elección se aplica igualmente.',
  approvalFromWithoutApproval: 'Solo se elige desde cuándo se pide la aprobación cuando está activada',
  statusHelp:
    'Pausada y Borrador sacan las historias de la campaña de las listas de pendientes del cliente (Dashboard e Historias Pendientes); la campaña sigue visible en «Mis Campañas» con su estado.',
} as const;
