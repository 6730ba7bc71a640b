import type { AutomationFinding } from '@shared/automation-check/types';
import { CircleAlertIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const SEVERITY = {
  error: {
    label: 'Problema',
    icon: CircleAlertIcon,
    tone: 'border-destructive/30 bg-destructive/5',
    iconTone: 'text-destructive',
  },
  warning: {
    label: 'Aviso',
    icon: TriangleAlertIcon,
    tone: 'border-warning/40 bg-warning/10',
    iconTone: 'text-warning',
  },
} as const;

/**
 * The findings of «Revisar automatizaciones» (issue 33 §4), in the order given (stories first, then the automation):
 * each with its severity as an icon and a word («Problema», «Aviso»: not by colour alone), where it is in bold and
 * what to do. `renderAction` adds a control per finding (the campaign screen's «Corregir»).
 */
export function AutomationFindings({
  findings,
  renderAction,
  className,
  'aria-labelledby': labelledBy,
}: {
  findings: readonly AutomationFinding[];
  renderAction?: (finding: AutomationFinding) => ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={cn('grid gap-2', className)}>
      {findings.map((finding, index) => {
        const severity = SEVERITY[finding.severity];
        const Icon = severity.icon;
        return (
          // The findings of one answer, never reordered: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={cn('flex gap-3 rounded-lg border p-3 text-sm', severity.tone)}>
            <Icon className={cn('mt-0.5 size-4 shrink-0', severity.iconTone)} aria-hidden="true" />
            <div className="grid min-w-0 gap-1">
              <p className="[overflow-wrap:anywhere]">
                <span className="font-medium">{severity.label}:</span> <strong>{finding.where}</strong>
              </p>
              <p className="[overflow-wrap:anywhere]">{finding.message}</p>
              {renderAction?.(finding)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
