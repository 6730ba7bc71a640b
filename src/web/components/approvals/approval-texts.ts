import type { ApprovalSummary } from '@shared/approvals/approval-state';

/** What the approval controls say, on the public approval page and on the campaign screen alike. */
export const DECISION_TEXTS = {
  approve: 'Aprobar',
  approving: 'Aprobando...',
  requestChanges: 'Pedir cambios',
  editChanges: 'Cambiar comentario',
  commentLabel: '¿Qué cambios necesitas?',
  commentPlaceholder: 'Por ejemplo: el precio es 29 €, no 39 €.',
  send: 'Enviar',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  commentOf: 'Comentario del cliente:',
  yourComment: 'Tu comentario:',
  storyApproved: (storyNumber: number) => `Historia ${storyNumber} aprobada`,
  changesRequested: (storyNumber: number) => `Cambios pedidos para la historia ${storyNumber}`,
  changesRequestedHint: 'La agencia verá tu comentario y te enviará la historia corregida.',
  dayApproved: (dayOrder: number, count: number) =>
    `Día ${dayOrder} aprobado: ${count === 1 ? '1 historia' : `${count} historias`}`,
  storyChangedTitle: 'Una historia ha cambiado mientras la revisabas',
  storyChangedDescription: 'Ya ves la versión actual: revísala y vuelve a decidir.',
  saveFailed: 'No se pudo guardar tu respuesta',
} as const;

/** «3 de 4 aprobadas · 1 con cambios pedidos · 0 pendientes»: a day's or a campaign's approvals in one line. */
export function formatApprovalSummary(summary: ApprovalSummary): string {
  const parts = [`${summary.approved} de ${summary.total} aprobadas`];
  if (summary.changesRequested > 0) parts.push(`${summary.changesRequested} con cambios pedidos`);
  if (summary.pending > 0)
    parts.push(summary.pending === 1 ? '1 pendiente' : `${summary.pending} pendientes`);
  return parts.join(' · ');
}

/** Whether anything about approvals is worth showing for these stories (someone asked, or it is required). */
export function hasApprovals(summary: ApprovalSummary): boolean {
  return summary.approved + summary.pending + summary.changesRequested > 0;
}
