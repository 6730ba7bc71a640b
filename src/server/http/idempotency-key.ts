import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '../../shared/api/idempotency-key';
import { AppError } from '../errors/app-error';

/**
 * The request's Idempotency-Key (a UUID), or undefined when it sends none. Anything else is refused as the validation
 * of a declared target is: 400 INVALID_REQUEST with the Spanish message under the header's name.
 */
export function idempotencyKeyOf(request: { header(name: string): string | undefined }): string | undefined {
  const parsed = IdempotencyKey.safeParse(request.header(IDEMPOTENCY_KEY_HEADER));
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? '';
  throw new AppError('INVALID_REQUEST', message, [{ path: IDEMPOTENCY_KEY_HEADER, message }]);
}
