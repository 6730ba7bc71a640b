import { get } from 'react-hook-form';
import { type ApiIssue, isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** A refusal to show in the form's alert: the server's message and the issues no field of the form holds. */
export interface ServerRefusal {
  message: string;
  issues: ApiIssue[];
}

/**
 * What of a failed request stays for the alert once `applyServerIssues` has put the field issues under their
 * fields: by the same rule (an issue names a field by its path or, failing that, by its path's last part), the
 * issues about anything else. Null when every issue found its field.
 */
export function serverRefusal(error: unknown, formValues: object, fallback: string): ServerRefusal | null {
  const message = errorMessage(error, fallback);
  if (!isApiError(error) || !error.issues?.length) return { message, issues: [] };
  const issues = error.issues.filter(
    (issue) =>
      ![issue.path, issue.path.split('.').at(-1) ?? ''].some(
        (candidate) => candidate !== '' && get(formValues, candidate) !== undefined,
      ),
  );
  return issues.length > 0 ? { message, issues } : null;
}
