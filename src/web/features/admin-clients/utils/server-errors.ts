import { isApiError } from '@/lib/api-client';

/** The Spanish message of a failed request, or `fallback` (spec: "the raw message; fallback ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
