import { AppError } from '../../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot exist answers like a missing row (404 with the given message), never a database error. */
export function assertUuid(id: string, notFoundMessage: string): void {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', notFoundMessage);
}

/** Whether an id can exist (a batch reports the ones that cannot, instead of stopping at the first). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
