/** The Spanish texts of «Duplicar…» (issue 33): the API's errors and the dialog's labels share them. */
export const DUPLICATE_LIMITS = {
  /** Copies made in one step by «Repetir cada semana / cada mes». */
  maxCopies: 52,
  /** The largest change of the stories' times, in minutes either way. */
  maxShiftMinutes: 720,
} as const;

export const DUPLICATE_TEXTS = {
  clientRequired: 'Elige el cliente de la copia',
  dateInvalid: 'Indica una fecha de inicio válida (aaaa-mm-dd)',
  shiftInvalid: `El cambio de hora debe ser un número entero de minutos entre −${DUPLICATE_LIMITS.maxShiftMinutes} y +${DUPLICATE_LIMITS.maxShiftMinutes}`,
  countInvalid: `Indica cuántas copias: de 1 a ${DUPLICATE_LIMITS.maxCopies}`,
  everyInvalid: 'Elige cada cuánto se repite: cada semana o cada mes',
  dateOutOfRange: 'Con esa fecha de inicio, la copia terminaría después del año 9999',
  campaignNotFound: 'Campaña no encontrada',
  overlap: (days: number, every: 'week' | 'month') =>
    `La campaña dura ${days} días: si se repite ${every === 'week' ? 'cada semana' : 'cada mes'}, cada copia se solaparía con la siguiente`,
  crossesMidnight: (story: string, day: string, direction: 'previous' | 'next', time: string) =>
    `Con ese cambio de hora, la ${story} del ${day} pasaría al día ${direction === 'previous' ? 'anterior' : 'siguiente'} (${time})`,
  done: (count: number) => (count === 1 ? 'Campaña duplicada' : `${count} campañas creadas`),
} as const;
