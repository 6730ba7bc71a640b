/**
 * The Spanish messages of approvals (issue 16), apart from the zod contract (src/shared/api/approvals.ts, which
 * re-exports them) so that a web page can show them without loading zod: the public approval page stays light.
 */
import { COMMENT_MAX_LENGTH } from '../comments/comment-rules';

/** At most this many decisions in one call (a campaign of 30 days × 8 stories fits). */
export const APPROVAL_DECISIONS_MAX = 400;

export const APPROVAL_TEXTS = {
  linkInvalid:
    'El enlace de aprobación no es válido o ha caducado. Pide a la agencia que te envíe uno nuevo.',
  linkCompleted:
    'Ya respondiste a esta solicitud. Si quieres cambiar algo, escribe un comentario en la historia desde el panel.',
  storyChanged:
    'Una historia ha cambiado mientras la revisabas. Vuelve a cargar la página para ver la versión actual.',
  storyNotFound: 'Historia no encontrada',
  dayNotFound: 'Día no encontrado',
  campaignNotFound: 'Campaña no encontrada',
  commentRequired: 'Cuenta qué cambios necesitas.',
  commentTooLong: `El comentario no puede tener más de ${COMMENT_MAX_LENGTH} caracteres.`,
  duplicateStory: 'Cada historia puede aparecer una sola vez.',
  noDecisions: 'Indica al menos una historia.',
  tooManyDecisions: `No se pueden decidir más de ${APPROVAL_DECISIONS_MAX} historias a la vez.`,
  noStories: 'No hay historias que aprobar.',
  clientInactive: 'El cliente está inactivo: no se le pueden pedir aprobaciones.',
  clientWithoutEmail: 'El cliente no tiene email: no se le puede enviar el enlace.',
  /** Starts the comment a request for changes posts to the story's thread. */
  changesRequestedPrefix: 'Cambios pedidos:',
  approvalRequired: 'Esta historia necesita la aprobación del cliente antes de marcarla como publicada.',
} as const;
