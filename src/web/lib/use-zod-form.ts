import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-client';

/**
 * react-hook-form validated by a zod schema, usually the very schema the API applies to the request body
 * (src/shared), so the browser refuses what the server would refuse, with the same Spanish messages. The
 * submit handler receives the schema's output (trimmed strings, '' turned into null, ...).
 *
 *   const form = useZodForm(CampaignEditForm, { defaultValues });
 *   const form = useZodForm<typeof UpdateOwnClientBody, FormValues>(UpdateOwnClientBody, { values });
 *
 * `TValues`, the form's own values, may be narrower than the schema's input (plain strings where the API also
 * takes null): a resolver for the wider input validates them as well, which is the one cast made here.
 */
export function useZodForm<
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  TValues extends z.input<TSchema> & FieldValues = z.input<TSchema>,
>(
  schema: TSchema,
  options: Omit<UseFormProps<TValues, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<TValues, unknown, z.output<TSchema>> {
  const resolver = zodResolver(schema) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
  return useForm<TValues, unknown, z.output<TSchema>>({ ...options, resolver });
}

/** The part of a form `applyServerIssues` needs (any `useForm` / `useZodForm` result has it). */
type IssueTarget<T extends FieldValues> = {
  getValues(): T;
  setError: UseFormReturn<T>['setError'];
};

/**
 * Puts the server's per-field issues next to the fields they name: the `issues` of our API's error answer
 * (`{ error: { code, message, issues: [{ path, message }] } }`: 400 INVALID_REQUEST from the body's zod schema,
 * 409 for a duplicate e-mail), which the API client keeps on `ApiError.issues`. An issue names a field by its
 * path ('email', 'followUp.0.message') or, failing that, by the path's last part; issues about anything the
 * form does not hold are left to the caller's toast. Returns how many issues were placed.
 */
export function applyServerIssues<T extends FieldValues>(
  form: IssueTarget<T>,
  error: unknown,
  { shouldFocus = false }: { shouldFocus?: boolean } = {},
): number {
  if (!isApiError(error)) return 0;
  const values = form.getValues();
  let placed = 0;
  for (const issue of error.issues ?? []) {
    const field = [issue.path, issue.path.split('.').at(-1) ?? ''].find(
      (candidate) => candidate !== '' && get(values, candidate) !== undefined,
    );
    if (field === undefined) continue;
    form.setError(
      field as Path<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: shouldFocus && placed === 0 },
    );
    placed += 1;
  }
  return placed;
}
