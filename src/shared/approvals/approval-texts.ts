/**
 * The Spanish messages of approvals (issue 16), apart from the zod contract (src/shared/api/approvals.ts, which
 * re-exports them) so that a web page can show them without loading zod: the public approval page stays light.
 */
import { COMMENT_MAX_LENGTH } from '../comments/comment-rules';

/** At most this many decisions in one call (a campaign of 30 days × 8 stories fits). */
export const APPROVAL_DECISIONS_MAX = 400;

/**
 * The one rule for passing an approval link on (issue 29): the link is a bearer credential (whoever has it approves,
 * docs/auth.md), so it goes to the client and nobody else. The agency may send it to the client another way when the
 * e-mail is not seen; the client must not forward it. The dialog, the e-mail and the docs say this same thing.
 */
export const APPROVAL_LINK_SHARING = {
  /** The request dialog, under «Copiar enlace» (the agency). */
  forAgency:
    'Si el cliente no ve el correo, puedes enviarle este enlace por otra vía (WhatsApp, por ejemplo), solo a él: quien lo tenga puede aprobar en su nombre, no lo compartas con nadie más.',
  /** The approval e-mail (the client). */
  forClient: 'Quien tenga este enlace puede aprobar en tu nombre: no lo reenvíes ni lo compartas con nadie.',
} as const;

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
