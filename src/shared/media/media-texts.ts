/** The Spanish texts of story media that server and web share (errors the API answers, labels of the UI). */
export const MEDIA_TEXTS = {
  storyNotFound: 'Historia no encontrada',
  mediaNotFound: 'Archivo no encontrado',
  tooManyFiles: 'Esta historia ya tiene el máximo de 10 archivos. Quita alguno antes de añadir otro.',
  /** With the file's size when it is known: 'El archivo pesa 312 MB; el máximo es 200 MB.' */
  tooLarge: (maxLabel: string, sizeLabel?: string) =>
    sizeLabel
      ? `El archivo pesa ${sizeLabel}; el máximo es ${maxLabel}.`
      : `El archivo supera el tamaño máximo de ${maxLabel}.`,
  emptyFile: 'El archivo está vacío.',
  missingName: 'Falta el nombre del archivo.',
  orderMismatch: 'El orden debe incluir cada archivo de la historia una sola vez.',
  uploadNotFound: 'La subida no existe o ha caducado. Vuelve a elegir el archivo.',
  uploadLengthRequired: 'Indica el tamaño del archivo al empezar la subida (Upload-Length).',
  tooManyOpenUploads: (max: number) =>
    `Ya tienes ${max} subidas sin terminar. Espera a que acaben o cancela alguna antes de empezar otra.`,
  openUploadsTooLarge: (maxLabel: string) =>
    `Tus subidas sin terminar superarían ${maxLabel} en total. Espera a que acaben o cancela alguna antes de empezar otra.`,
  storyUploadsFull: (max: number) =>
    `Esta historia ya tiene ${max} subidas en curso. Espera a que terminen antes de añadir otra.`,
  stagingFull: 'El servidor tiene demasiadas subidas en curso. Inténtalo de nuevo en unos minutos.',
} as const;
