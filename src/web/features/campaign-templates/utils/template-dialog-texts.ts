import { TEMPLATE_UI_TEXTS } from '@shared/templates/template-texts';

/**
 * The words of the templates' dialogs (issue 33 §2), loaded with them; the screen's own are template-page-texts.ts.
 * The API's own messages are TEMPLATE_UI_TEXTS (src/shared/templates/template-texts.ts, zod-free); the variables'
 * labels and examples, TEMPLATE_VARIABLES.
 */
export const START_FROM_TEMPLATE_TEXTS = {
  title: 'Nueva campaña desde plantilla',
  clientLabel: 'Cliente',
  clientPlaceholder: 'Elige el cliente',
  clientsLoading: 'Cargando clientes...',
  clientsFailed: 'No se pudieron cargar los clientes activos.',
  noActiveClients: 'No hay clientes activos: activa o crea uno antes.',
  startDateLabel: 'Fecha de inicio',
  valuesLegend: 'Valores de las variables',
  replaces: (name: string) => `Sustituye a {${name}} en los textos.`,
  automatic: 'automática',
  noVariables: 'Esta plantilla no usa variables: la campaña será igual que la plantilla.',
  previewTitle: 'Vista previa',
  previewPending: 'Completa los valores para ver la campaña entera tal como se creará.',
  previewReady: 'Así se creará la campaña.',
  previewMore: (count: number) => `y ${count} ${count === 1 ? 'historia más' : 'historias más'}.`,
  confirm: 'Crear campaña',
  creating: 'Creando…',
  created: 'Campaña creada',
  failed: 'No se pudo crear la campaña',
  loading: 'Cargando la plantilla...',
  loadFailed: 'No se pudo cargar la plantilla.',
} as const;

export const SAVE_AS_TEMPLATE_TEXTS = {
  title: 'Guardar como plantilla',
  nameLabel: 'Nombre',
  descriptionLabel: 'Descripción (opcional)',
  useVariablesLabel: 'Usar variables',
  useVariablesHelp: 'La marca del cliente pasa a ser {marca} y la página de la automatización, {enlace}.',
  kept: 'Se guardan los días, las historias, los stickers y la automatización del chat, con los textos actuales. No se guardan los archivos, las publicaciones ni los resultados.',
  confirm: 'Guardar plantilla',
  saving: 'Guardando…',
  saved: TEMPLATE_UI_TEXTS.saved,
  seeTemplates: 'Ver plantillas',
  failed: 'No se pudo guardar la plantilla',
} as const;

export const UPLOAD_TEMPLATE_TEXTS = {
  title: 'Subir plantilla (JSON)',
  description:
    'Un archivo de campaña en el formato de importación cuyos textos usan variables como {marca} o {producto}.',
  fileLabel: 'Archivo de la plantilla (JSON)',
  notJson:
    'El archivo no es un JSON válido. Elige un archivo .json con el formato de importación de campañas.',
  notAnObject: 'El archivo debe ser un objeto JSON con campaign_title, start_date y days.',
  tooLarge: (megabytes: number) => `El archivo supera el tamaño máximo de ${megabytes} MB.`,
  reading: 'Leyendo el archivo...',
  found: 'Variables que usa:',
  noneFound: 'El archivo no usa variables: la plantilla hará siempre la misma campaña.',
  nameLabel: 'Nombre',
  descriptionLabel: 'Descripción (opcional)',
  chooseFile: 'Elige primero el archivo de la plantilla.',
  confirm: 'Subir plantilla',
  uploading: 'Subiendo…',
  created: 'Plantilla creada',
  failed: 'No se pudo crear la plantilla',
} as const;

export const RENAME_TEMPLATE_TEXTS = {
  title: 'Renombrar plantilla',
  nameLabel: 'Nombre',
  descriptionLabel: 'Descripción (opcional)',
  confirm: 'Guardar',
  saving: 'Guardando…',
  saved: 'Plantilla actualizada',
  failed: 'No se pudo guardar la plantilla',
} as const;

export const DELETE_TEMPLATE_TEXTS = {
  title: 'Eliminar plantilla',
  kept: 'Las campañas creadas con ella no cambian. Esta acción no se puede deshacer.',
  confirm: 'Eliminar plantilla',
  deleting: 'Eliminando…',
  deleted: TEMPLATE_UI_TEXTS.deleted,
  failed: 'No se pudo eliminar la plantilla',
} as const;

export const PREVIEW_TEMPLATE_TEXTS = {
  titlePrefix: 'Vista previa',
  loading: 'Cargando la vista previa...',
  loadFailed: 'No se pudo cargar la plantilla.',
  chat: 'Automatización del chat',
  keyword: 'Palabra clave',
  response: 'Respuesta automática',
  noStories: 'Sin historias',
  legend: 'Las variables aparecen resaltadas: se rellenan al crear la campaña.',
  use: 'Usar plantilla',
} as const;
