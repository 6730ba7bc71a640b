import { AlertCircleIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { ApiIssue } from '@/lib/api-client';

/**
 * A refusal of the server that no field of the form holds: its message, and the issues it listed, each with where
 * it is (a JSON path in the template: `days.0.blocks.0.stories.1.copy`) and what is wrong.
 */
export function ServerIssuesAlert({ message, issues }: { message: string; issues: readonly ApiIssue[] }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle className="wrap-anywhere">{message}</AlertTitle>
      {issues.length > 0 && (
        <AlertDescription>
          <ul className="grid list-disc gap-1 pl-5">
            {issues.map((issue) => (
              <li key={`${issue.path}|${issue.message}`} className="wrap-anywhere">
                {issue.path && <code className="mr-1 font-mono text-xs">{issue.path}</code>}
                {issue.message}
              </li>
            ))}
          </ul>
        </AlertDescription>
      )}
    </Alert>
  );
}
