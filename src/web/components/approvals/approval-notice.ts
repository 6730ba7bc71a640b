import { type ApprovalState, canMarkPublished } from '@shared/approvals/approval-state';

/**
 * Why a story should not be posted yet, from its approval (issue 29 §3), for «Publicar hoy»'s cards and the pending list: the brand asked for changes (the agency has
 * not uploaded the corrected version), or its campaign needs the brand's approval and it has none. The card shows
 * it, and «Compartir» and «Marcar publicada» ask first. Marking stays refused where the server refuses it
 * (src/server/services/stories/set-story-posted.ts: the campaign requires approval and the story is not approved).
 */
export interface ApprovalNotice {
  kind: 'changes_requested' | 'pending';
  title: string;
  hint: string;
  /** Whether «Marcar publicada» is allowed (after a confirmation): canMarkPublished, as the server decides. */
  canMark: boolean;
  /** The link to the story in its campaign, where the brand approves or reads the comments. */
  linkLabel: string;
}

export const APPROVAL_NOTICE_TEXTS = {
  changesTitle: 'Pediste cambios: espera la versión corregida',
  changesHint: 'Tu agencia aún no ha subido la nueva versión. Si la publicas ahora, saldrá sin tus cambios.',
  changesHintLocked:
    'Tu agencia aún no ha subido la nueva versión. Podrás marcarla como publicada cuando la apruebes.',
  pendingTitle: 'Pendiente de tu aprobación',
  pendingHint:
    'Esta campaña necesita tu aprobación antes de publicar. Hasta entonces no se puede marcar como publicada.',
  review: 'Revisar y aprobar',
  comments: 'Ver tus comentarios',
  shareTitle: '¿Compartir esta historia?',
  shareChanges:
    'Pediste cambios y tu agencia aún no ha subido la versión corregida: si la compartes ahora, se publicará sin tus cambios.',
  sharePending: 'Aún no has aprobado esta historia y su campaña necesita tu aprobación.',
  shareConfirm: 'Compartir igualmente',
  markTitle: '¿Marcar como publicada?',
  markChanges: 'Pediste cambios en esta historia y tu agencia aún no ha subido la versión corregida.',
  markConfirm: 'Marcar igualmente',
  cancel: 'Cancelar',
} as const;

export function approvalNotice(story: {
  isPosted: boolean;
  approval: ApprovalState;
  requiresApproval: boolean;
}): ApprovalNotice | null {
  if (story.isPosted) return null;
  const canMark = canMarkPublished(story.approval, story.requiresApproval);
  if (story.approval === 'changes_requested')
    return {
      kind: 'changes_requested',
      title: APPROVAL_NOTICE_TEXTS.changesTitle,
      hint: canMark ? APPROVAL_NOTICE_TEXTS.changesHint : APPROVAL_NOTICE_TEXTS.changesHintLocked,
      canMark,
      linkLabel: APPROVAL_NOTICE_TEXTS.comments,
    };
  if (!canMark)
    return {
      kind: 'pending',
      title: APPROVAL_NOTICE_TEXTS.pendingTitle,
      hint: APPROVAL_NOTICE_TEXTS.pendingHint,
      canMark,
      linkLabel: APPROVAL_NOTICE_TEXTS.review,
    };
  return null;
}

/** What the confirmation asks: share or mark a story the brand has not approved (approval-confirm-dialog.tsx). */
export interface ApprovalConfirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs in the confirming tap (the share sheet needs a user gesture). */
  onConfirm: () => void;
}

/** «¿Marcar como publicada?» for a story with changes requested that may still be marked. */
export function markConfirmation(run: () => void): ApprovalConfirmation {
  return {
    title: APPROVAL_NOTICE_TEXTS.markTitle,
    description: APPROVAL_NOTICE_TEXTS.markChanges,
    confirmLabel: APPROVAL_NOTICE_TEXTS.markConfirm,
    onConfirm: run,
  };
}
