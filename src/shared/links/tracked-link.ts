/**
 * Tracked links (issue 31): a story's link sticker and a campaign's chat-automation landing page each get a short
 * link, PUBLIC_URL/l/{slug} (or LINKS_BASE_URL/{slug}), that redirects with UTM parameters and counts human taps.
 */
import { z } from 'zod';

/** A short link as the campaign screen and «Publicar hoy» show it: what to paste in Instagram and its taps. */
export const TrackedLink = z.object({
  /** The short link to paste (https://panel…/l/Ab3dE5fG). */
  url: z.string(),
  /** Where it leads: the address given, before the UTM parameters. */
  targetUrl: z.string(),
  /** Human taps counted (bots and link previews excluded; a repeat within 30 s counted once). */
  clicks: z.number().int(),
});
export type TrackedLink = z.infer<typeof TrackedLink>;
