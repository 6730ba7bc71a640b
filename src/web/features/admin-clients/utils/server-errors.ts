import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/** Puts the server's per-field issues (400 validation, 409 duplicate e-mail) next to the fields they name. */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error)) return;
  for (const issue of error.issues ?? []) {
    const field = fields.find((f) => f === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
  }
}

/** The Spanish message of a failed request, or `fallback` (spec: "the raw message; fallback ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
