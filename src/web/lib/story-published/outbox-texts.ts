/** «Historia» (campaña): which story a message about a mark is about, after the screen has moved on. */
function storyNameOf({ storyTitle, campaignTitle }: { storyTitle: string; campaignTitle: string }): string {
  return `«${storyTitle}» (${campaignTitle})`;
}

/** What the app says about the outbox of marks made offline. */
export const OUTBOX_TEXTS = {
  /** aria-live notice while marks wait for a connection. */
  waiting: (count: number) =>
    count === 1 ? '1 cambio pendiente de enviar' : `${count} cambios pendientes de enviar`,
  sent: 'Cambios enviados',
  droppedTitle: 'No se pudo guardar un cambio',
  droppedDescription: (message: string, label?: { storyTitle: string; campaignTitle: string }) =>
    `${label ? `${storyNameOf(label)}: ` : ''}${message.replace(/[.\s]+$/, '')}. Se ha descartado.`,
  /** A refusal for good of a «Marcar publicada», naming the story when it is known. */
  refusedPostedDescription: (message: string, label?: { storyTitle: string; campaignTitle: string }) =>
    label ? `${storyNameOf(label)}: ${message}` : message,
  /** The server refused a «Marcar publicada» for good (409: the campaign requires the client's approval). */
  refusedPostedTitle: 'No se pudo marcar como publicada',
  /** A proof of posting the server refused (too large, not an image, not an Instagram link): the mark went without it. */
  proofDroppedTitle: 'No se pudo adjuntar la prueba',
  proofDroppedDescription: (message: string, label?: { storyTitle: string; campaignTitle: string }) =>
    `${label ? `${storyNameOf(label)}: ` : ''}${message.replace(/[.\s]+$/, '')}. La historia se marca publicada sin prueba.`,
} as const;
