/** The Spanish texts of campaign templates (issue 33 §2), zod-free so the web's screens import them light. */
export const TEMPLATE_NAME_MAX_LENGTH = 120;
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 1000;

export const TEMPLATE_UI_TEXTS = {
  notFound: 'Plantilla no encontrada',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: `El nombre no puede tener más de ${TEMPLATE_NAME_MAX_LENGTH} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${TEMPLATE_DESCRIPTION_MAX_LENGTH} caracteres`,
  nameTaken: 'Ya existe una plantilla con ese nombre',
  nothingToChange: 'No hay cambios que guardar',
  invalidTemplate: 'La plantilla tiene errores',
  invalidCampaign: 'Con esos valores, la campaña no sería válida',
  missingValues: 'Faltan valores o hay variables que no existen',
  contentRequired: 'Falta el contenido de la plantilla (el archivo de campaña)',
  saved: 'Plantilla guardada',
  deleted: 'Plantilla eliminada',
} as const;
