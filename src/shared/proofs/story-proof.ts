/**
 * Proof of posting (issue 31 §1): when marking a story published, the brand may attach the screenshot of the posted
 * story or paste its Instagram link; the agency sees it on the campaign screen and the «Hoy» board, and may require
 * it per client. One contract for the API and the web.
 */
import { z } from 'zod';

/** The largest screenshot accepted (a phone's full-resolution PNG is under 15 MB). */
export const PROOF_MAX_BYTES = 20 * 1024 * 1024;
/** The longest side a stored screenshot keeps (a story is 1080 × 1920). */
export const PROOF_MAX_SIDE = 1920;

export const PROOF_TEXTS = {
  required:
    'Esta marca debe adjuntar la captura de la historia publicada o pegar su enlace de Instagram para marcarla publicada.',
  badLink: 'Pega el enlace de la historia en Instagram (https://www.instagram.com/stories/…).',
  notImage: 'La captura debe ser una imagen (JPEG, PNG, WebP o HEIC).',
  tooLarge: 'La captura supera el máximo de 20 MB.',
  notFound: 'Esta historia no tiene prueba de publicación.',
  saved: 'Prueba de publicación adjuntada',
  removed: 'Prueba de publicación quitada',
} as const;

export const PROOF_KINDS = ['screenshot', 'link'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com', 'instagr.am']);

/**
 * A pasted Instagram link as stored: https, an Instagram host, no credentials, at most 500 characters; null for
 * anything else (another site, a bare word, javascript:). The brand's app shares «https://www.instagram.com/stories/
 * marca/3481…?igsh=…»; the query is kept (it is what opens the story).
 */
export function parseInstagramLink(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 500) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !INSTAGRAM_HOSTS.has(url.hostname.toLowerCase())) return null;
  url.protocol = 'https:';
  return url.href;
}

/** A story's proof as the screens show it. */
export const StoryProof = z.object({
  kind: z.enum(PROOF_KINDS),
  /** The Instagram link pasted (kind 'link'). */
  linkUrl: z.string().nullable(),
  /** The screenshot, this app's URL (kind 'screenshot'; session cookie; changes when the screenshot does). */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  byName: z.string(),
  byAgency: z.boolean(),
});
export type StoryProof = z.infer<typeof StoryProof>;

/** PUT /api/stories/{id}/proof/link. */
export const SetProofLinkBody = z.object({
  link: z
    .string({ error: PROOF_TEXTS.badLink })
    .max(500, { error: PROOF_TEXTS.badLink })
    .refine((value) => parseInstagramLink(value) !== null, { error: PROOF_TEXTS.badLink }),
});
export type SetProofLinkBody = z.infer<typeof SetProofLinkBody>;

export const StoryProofResponse = z.object({ proof: StoryProof.nullable() });
export type StoryProofResponse = z.infer<typeof StoryProofResponse>;

/** The screenshot's URL for a proof (the id makes a replaced screenshot a new URL, so caches never show the old one). */
export function proofImagePath(storyId: string, proofId: string): string {
  return `/api/stories/${encodeURIComponent(storyId)}/proof/screenshot?v=${encodeURIComponent(proofId)}`;
}
