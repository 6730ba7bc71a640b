/**
 * Tracked links (issue 31): a story's link sticker and a campaign's chat-automation landing page each get a short
 * link, PUBLIC_URL/l/{slug} (or LINKS_BASE_URL/{slug}), that redirects with UTM parameters and counts human taps.
 */
import { z } from 'zod';
import { LINK_SLUG_PATTERN } from './utm';

/** A short link as the campaign screen and «Publicar hoy» show it: what to paste in Instagram and its taps. */
export const TrackedLink = z.object({
  /** The short link to paste (https://panel…/l/Ab3dE5fG). */
  url: z.string(),
  /** Where it leads: the address given, before the UTM parameters. */
  targetUrl: z.string(),
  /** Human taps counted (bots and link previews excluded; a repeat within 30 s counted once). */
  clicks: z.number().int(),
  /** Disabled by the agency: it answers «Enlace desactivado» (410) instead of redirecting. */
  disabled: z.boolean(),
});
export type TrackedLink = z.infer<typeof TrackedLink>;

export const LINK_TEXTS = {
  notFound: 'Enlace no encontrado.',
} as const;

/** PATCH /api/admin/links/{slug}: disable a tracked link (it answers 410 from then on) or enable it again. */
export const LinkSlugParams = z.object({
  slug: z.string().regex(LINK_SLUG_PATTERN, { error: LINK_TEXTS.notFound }),
});
export const UpdateLinkBody = z.object({
  disabled: z.boolean({ error: 'Indica si el enlace queda desactivado (true) o activo (false).' }),
});
export type UpdateLinkBody = z.infer<typeof UpdateLinkBody>;
export const UpdatedLink = z.object({
  slug: z.string(),
  disabled: z.boolean(),
  /** When it was disabled (null: active). */
  disabledAt: z.string().nullable(),
});
export type UpdatedLink = z.infer<typeof UpdatedLink>;
