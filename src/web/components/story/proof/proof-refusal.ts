/**
 * The server's refusal of a brand's «Marcar publicada» without the proof its agency requires (409 with the shared
 * PROOF_TEXTS.required, src/shared/proofs/story-proof.ts). A copy of that message, checked against it
 * (proof-texts.test.ts): the screens that mark stories tell this 409 from the others in their first view, and the
 * shared module builds zod schemas.
 */
export const PROOF_REQUIRED_MESSAGE =
  'Esta marca debe adjuntar la captura de la historia publicada o pegar su enlace de Instagram para marcarla publicada.';

export function isProofRequiredRefusal(error: unknown): boolean {
  const refusal = error as { status?: unknown; message?: unknown } | null;
  return refusal?.status === 409 && refusal.message === PROOF_REQUIRED_MESSAGE;
}
