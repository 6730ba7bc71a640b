/** The agency export and import (docs/reuse.md, «Exportar o trasladar toda la agencia»): names, limits, Spanish texts. */

/** The manifest: the first entry of the archive. */
export const AGENCY_MANIFEST_NAME = 'agencia.json';
/** The folder of the campaigns' own .zip files inside the archive. */
export const AGENCY_CAMPAIGNS_FOLDER = 'campanas/';
/** The most campaigns one archive holds (its entries: the manifest and one per campaign). */
export const AGENCY_MAX_CAMPAIGNS = 20_000;
/** The largest manifest the import reads into memory. */
export const AGENCY_MANIFEST_MAX_BYTES = 64 * 1024 ** 2;

/** 'campanas/0001-semana-del-cafe.zip': the campaign's place in the export (from 1) and its title as a slug. */
export function agencyCampaignArchiveName(position: number, slug: string): string {
  return `${AGENCY_CAMPAIGNS_FOLDER}${String(position).padStart(4, '0')}-${slug}.zip`;
}

/** 'agencia-2027-03-01.zip'. */
export function agencyExportFileName(date: string): string {
  return `agencia-${date}.zip`;
}

export const AGENCY_TRANSFER_TEXTS = {
  notEmpty: 'El panel ya tiene clientes o campañas: la importación completa solo se hace en un panel vacío',
  invalidManifest: 'El archivo agencia.json del .zip no es válido.',
  noManifest: 'El .zip no es una exportación de la agencia: le falta agencia.json.',
  manifestNotJson: 'El archivo agencia.json del .zip no es JSON válido.',
  manifestTooLarge: (max: string) => `El archivo agencia.json del .zip pesa más de ${max}.`,
  tooLarge: (max: string) =>
    `La exportación de la agencia pesa más de ${max}, el máximo que admite este panel.`,
  tooManyCampaigns: `Una exportación completa de la agencia admite como máximo ${AGENCY_MAX_CAMPAIGNS} campañas.`,
  format: 'Este archivo no es una exportación de la agencia en un formato que este panel lea (format 1).',
  kind: 'Este archivo no es una exportación de la agencia (kind «stories-panel-agency»).',
  text: 'Debe ser un texto.',
  tooLong: 'El texto es demasiado largo.',
  ref: 'Cada cliente necesita una referencia («ref») de 1 a 64 caracteres.',
  duplicateRef: (ref: string) => `Hay dos clientes con la referencia «${ref}».`,
  duplicateEmail: (email: string) => `Hay dos clientes con el email «${email}».`,
  unknownClientRef: (ref: string) => `La campaña nombra un cliente («${ref}») que el archivo no tiene.`,
  archive: 'El archivo de la campaña debe ser «campanas/<número>-<nombre>.zip».',
  duplicateArchive: (archive: string) => `Dos campañas nombran el mismo archivo «${archive}».`,
  campaignStatus: 'El estado de la campaña debe ser active, completed, paused o draft.',
  clientStatus: 'El estado del cliente debe ser active, inactive o pending.',
  reminderMinutes: 'Los minutos del recordatorio deben ser un número entero de 0 a 240.',
  digestTime: 'La hora del resumen debe tener el formato HH:mm.',
  boolean: 'Debe ser true o false.',
  templateContent: 'El contenido de la plantilla debe ser un objeto JSON.',
  templateInvalid: (name: string) => `La plantilla «${name}» no es válida.`,
  missingArchive: (title: string, archive: string) =>
    `Falta en el .zip el archivo «${archive}» de la campaña «${title}».`,
  campaignRefused: (title: string, message: string) =>
    `No se pudo importar la campaña «${title}»: ${message}`,
  campaignExportRefused: (title: string, brand: string, message: string) =>
    `No se puede exportar la agencia: la campaña «${title}» de ${brand}: ${message}`,
} as const;
