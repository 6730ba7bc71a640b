import type { ApprovalSummary } from '@shared/approvals/approval-state';

/** '1 historia', '6 historias'. */
export function storiesCount(count: number): string {
  return `${count} ${count === 1 ? 'historia' : 'historias'}`;
}

/**
 * A day's approvals in a few words for its header ('3/4 aprobadas', '1/4 aprobadas, 1 con cambios pedidos'), or
 * null when nobody asked for any (the header then says nothing about approvals).
 */
export function approvalsCount(summary: ApprovalSummary): string | null {
  if (summary.approved + summary.pending + summary.changesRequested === 0) return null;
  const approved = `${summary.approved}/${summary.total} aprobadas`;
  return summary.changesRequested > 0
    ? `${approved}, ${summary.changesRequested} con cambios pedidos`
    : approved;
}
