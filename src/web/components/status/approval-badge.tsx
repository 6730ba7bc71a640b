import { APPROVAL_STATE_LABELS, type ApprovalState } from '@shared/approvals/approval-state';
import {
  CheckCircle2Icon,
  CircleDashedIcon,
  HourglassIcon,
  type LucideIcon,
  MessageSquareWarningIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const LOOKS: Record<ApprovalState, { className: string; icon: LucideIcon }> = {
  not_requested: { className: 'border-border bg-card text-muted-foreground', icon: CircleDashedIcon },
  pending: { className: 'bg-warning/20 text-[oklch(0.45_0.12_65)]', icon: HourglassIcon },
  approved: { className: 'bg-success/15 text-success', icon: CheckCircle2Icon },
  changes_requested: { className: 'bg-destructive/10 text-destructive', icon: MessageSquareWarningIcon },
};

/**
 * A story's approval by the client, with its Spanish label («pendiente de aprobación», «aprobada», «cambios
 * pedidos»). Callers hide it for 'not_requested' where nobody asked (the state then says nothing useful).
 */
export function ApprovalBadge({ state, className }: { state: ApprovalState; className?: string }) {
  const look = LOOKS[state];
  const Icon = look.icon;
  return (
    <Badge
      variant="outline"
      data-approval={state}
      className={cn('border-transparent', look.className, className)}
    >
      <Icon aria-hidden="true" />
      {APPROVAL_STATE_LABELS[state]}
    </Badge>
  );
}
