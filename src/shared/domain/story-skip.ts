/**
 * «No se publicará» (issue 29 §1): the client or the agency decides a story will not be posted. A skipped story is
 * counted apart from published and overdue everywhere: it is never pending or late (story-status.ts), it leaves the
 * progress denominator (progress.ts), a day of published and skipped stories is completed (day-status.ts), and no
 * reminder is sent for it. Undoing puts it back where its date puts it.
 */

/** The optional reason's limit (a short note, like a tweet). */
export const STORY_SKIP_REASON_MAX_LENGTH = 280;

export const STORY_SKIP_TEXTS = {
  label: 'No se publicará',
  action: 'No se publicará',
  undo: 'Deshacer',
  dialogTitle: 'Esta historia no se publicará',
  dialogDescription:
    'Deja de contar como pendiente y no recibirás más recordatorios de ella. Puedes deshacerlo cuando quieras.',
  reasonLabel: 'Motivo (opcional)',
  reasonPlaceholder: 'Por ejemplo: el producto se ha agotado',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  skipped: 'Historia marcada como «No se publicará»',
  unskipped: 'La historia vuelve a estar pendiente',
  failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
  /** The notice on a skipped story's card. */
  skippedBy: (name: string | null, isAgency: boolean) =>
    isAgency ? `Marcada por la agencia${name ? ` (${name})` : ''}` : `Marcada por ${name ?? 'el cliente'}`,
  reasonTooLong: `El motivo no puede tener más de ${STORY_SKIP_REASON_MAX_LENGTH} caracteres`,
  isSkippedRequired: 'Indica si la historia se publicará o no',
  /** Marking published a skipped story: the skip is a decision, undone on purpose, never by a stale tap. */
  postSkippedConflict:
    'Esta historia está marcada como «No se publicará». Deshaz ese cambio antes de marcarla como publicada.',
  skipPostedConflict:
    'Esta historia ya está publicada: desmárcala como publicada antes de indicar que no se publicará.',
} as const;

/** "No se publicará · Motivo" for one line (feeds, e-mails); the label alone without a reason. */
export function skippedSummary(reason: string | null | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? `${STORY_SKIP_TEXTS.label} · ${trimmed}` : STORY_SKIP_TEXTS.label;
}
