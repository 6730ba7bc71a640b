import {
  PROOF_MAX_BYTES,
  PROOF_TEXTS,
  parseInstagramLink,
  SetProofLinkBody,
} from '@shared/proofs/story-proof';

/*
 * The sheet's checks, by the API's own rules and Spanish messages (src/shared/proofs/story-proof.ts). They bring zod:
 * only the sheet (a chunk of its own) imports this module.
 */

/** Why a chosen file cannot be the screenshot (over 20 MB, not an image), or null. */
export function screenshotProblem(file: File): string | null {
  if (file.size > PROOF_MAX_BYTES) return PROOF_TEXTS.tooLarge;
  // Some browsers give a HEIC photo no type at all: the server reads the type from the bytes.
  if (file.type && !file.type.startsWith('image/')) return PROOF_TEXTS.notImage;
  return null;
}

/** The pasted text as the link the API stores (https, an Instagram host), or the reason it is not one. */
export function checkProofLink(text: string): { link: string; error: null } | { link: null; error: string } {
  const parsed = SetProofLinkBody.safeParse({ link: text });
  const link = parsed.success ? parseInstagramLink(text) : null;
  if (link) return { link, error: null };
  return { link: null, error: parsed.error?.issues[0]?.message ?? PROOF_TEXTS.badLink };
}
