import { useEffect, useState } from 'react';
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
import { afterPageSettles } from './after-page-settles';
import { isApiError } from './api-client';
import { toast } from './toast';

/** Where a form's schema comes from: a dynamic import, so that zod is not part of the page's first view. */
export type SchemaLoader<TSchema> = () => Promise<TSchema>;

/** Where a form's errors say that its schema could not be fetched (the message is also shown as a toast). */
export const SCHEMA_UNAVAILABLE_KEY = 'schemaUnavailable';

export const FORM_CHECK_UNAVAILABLE =
  'No se pudo comprobar el formulario. Revisa tu conexión y vuelve a intentarlo.';

/**
 * react-hook-form validated by a zod schema, usually the very schema the API applies to the request body
 * (src/shared), so the browser refuses what the server would refuse, with the same Spanish messages. The
 * submit handler receives the schema's output (trimmed strings, '' turned into null, ...).
 *
 *   const form = useZodForm(() => import('@shared/campaigns/campaign-edit').then((m) => m.CampaignEditForm), { defaultValues });
 *   const form = useZodForm<typeof UpdateOwnClientBody, FormValues>(loadProfileBody, { values });
 *
 * The schema and zod arrive after the first view (issue 30: zod is 25 KB of JavaScript gzip that drawing a form
 * does not need): the form renders at once, the schema is fetched once the page has settled, and a validation
 * that comes before it (a quick submit) waits for it. If it cannot be fetched (offline before the app was cached),
 * the form is not submitted and says why; the next attempt fetches it again.
 *
 * `TValues`, the form's own values, may be narrower than the schema's input (plain strings where the API also
 * takes null): a resolver for the wider input validates them as well, which is the one cast made here.
 */
export function useZodForm<
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  TValues extends z.input<TSchema> & FieldValues = z.input<TSchema>,
>(
  loadSchema: SchemaLoader<TSchema>,
  options: Omit<UseFormProps<TValues, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<TValues, unknown, z.output<TSchema>> {
  const [lazy] = useState(() => lazyZodResolver(loadSchema));
  useEffect(() => afterPageSettles(lazy.preload), [lazy]);
  const resolver = lazy.resolver as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
  return useForm<TValues, unknown, z.output<TSchema>>({ ...options, resolver });
}

/** A resolver that fetches the schema and `zodResolver` on first use (or `preload`), then validates as it would. */
function lazyZodResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: SchemaLoader<TSchema>,
) {
  let ready: Promise<Resolver<FieldValues>> | null = null;
  const load = () => {
    ready ??= Promise.all([loadSchema(), import('./zod-resolver')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<FieldValues>,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return ready;
  };
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    let resolve: Resolver<FieldValues>;
    try {
      resolve = await load();
    } catch {
      toast.error(FORM_CHECK_UNAVAILABLE);
      // Not under `root`: react-hook-form clears that key before deciding, and would submit unchecked values.
      return {
        values: {},
        errors: { [SCHEMA_UNAVAILABLE_KEY]: { type: 'unavailable', message: FORM_CHECK_UNAVAILABLE } },
      };
    }
    return resolve(values, context, options);
  };
  return {
    resolver,
    preload: () => {
      load().catch(() => undefined);
    },
  };
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
