/**
 * What the screens say about a proof of posting (issue 31 §1), without zod: the cards and the board import these,
 * and the shared contract (src/shared/proofs/story-proof.ts) builds zod schemas. The two copies of its messages below
 * are checked against it (proof-texts.test.ts).
 */
export const PROOF_UI_TEXTS = {
  label: 'Prueba',
  attach: 'Adjuntar prueba',
  change: 'Cambiar',
  remove: 'Quitar',
  viewOnInstagram: 'Ver en Instagram',
  none: 'Sin prueba',
  newTab: '(se abre en otra pestaña)',
  markWithProof: 'Marcar publicada con prueba',
  /** «Adjuntada por Marta (Cliente) el 20/11/2026 a las 10:00». */
  attachedBy: (name: string, byAgency: boolean, when: string) =>
    `Adjuntada por ${name} (${byAgency ? 'Agencia' : 'Cliente'})${when ? ` el ${when}` : ''}`,
  /** PROOF_TEXTS.saved and .removed of the shared contract. */
  saved: 'Prueba de publicación adjuntada',
  removed: 'Prueba de publicación quitada',
  /** Attached where marks go through the outbox, without a connection. */
  queued: 'Prueba guardada: se enviará en cuanto vuelva la conexión.',
} as const;
