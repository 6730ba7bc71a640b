/** What the app says about the outbox of marks made offline. */
export const OUTBOX_TEXTS = {
  /** aria-live notice while marks wait for a connection. */
  waiting: (count: number) =>
    count === 1 ? '1 cambio pendiente de enviar' : `${count} cambios pendientes de enviar`,
  sent: 'Cambios enviados',
  droppedTitle: 'No se pudo guardar un cambio',
  droppedDescription: (message: string) => `${message}. Se ha descartado.`,
} as const;
