/**
 * Where a tracked link redirects (issue 31): its target with the campaign's UTM parameters. Pure, shared by the
 * server (when the link is made and when it redirects) and its property tests.
 */

/** The slug's characters: letters and digits, 8 of them (62^8 ≈ 2·10^14). */
export const LINK_SLUG_PATTERN = /^[A-Za-z0-9]{8}$/;
export const LINK_SLUG_LENGTH = 8;
/** A tracked link's target is at most this long (a URL longer than this is not a link anyone taps). */
export const LINK_TARGET_MAX_LENGTH = 2048;

export interface UtmFields {
  /** utm_campaign: the campaign's title as a slug ('lanzamiento-otono', campaignSlugOf in campaigns/campaign-slug.ts). */
  campaign: string;
  /** utm_medium: 'story' for a story's sticker, 'dm' for the chat automation's landing page. */
  medium: 'story' | 'dm';
  /** utm_content: '<day>-<story>' ('3-2') for a story, 'automatizacion' for the landing page. */
  content: string;
}

/** The parsed target when it is an absolute http(s) URL without credentials and within the length, else null. */
export function parseLinkTarget(raw: string): URL | null {
  const text = raw.trim();
  if (text === '' || text.length > LINK_TARGET_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.hostname === '') return null;
  return url;
}

/**
 * The redirect's Location: the target with utm_source=instagram, utm_medium, utm_campaign and utm_content. The
 * target's own query and fragment are kept; a UTM key it already has is replaced, never repeated (the agency's
 * figures must not depend on which of two values an analytics tool reads).
 */
export function withUtm(target: URL | string, utm: UtmFields): string {
  const url = new URL(typeof target === 'string' ? target : target.href);
  const params = url.searchParams;
  const values: [string, string][] = [
    ['utm_source', 'instagram'],
    ['utm_medium', utm.medium],
    ['utm_campaign', utm.campaign],
    ['utm_content', utm.content],
  ];
  for (const [key, value] of values) {
    params.delete(key);
    params.append(key, value);
  }
  return url.href;
}

/** utm_content of a story: its day's position and its number ('3-2'). */
export function storyUtmContent(dayOrder: number, storyNumber: number): string {
  return `${dayOrder}-${storyNumber}`;
}

/** utm_content of the chat automation's landing page. */
export const LANDING_UTM_CONTENT = 'automatizacion';

/** The short link to paste: LINKS_BASE_URL/{slug} when set (a short domain), else PUBLIC_URL/l/{slug}. */
export function trackedLinkUrl(
  slug: string,
  bases: { publicUrl: string; linksBaseUrl?: string | null },
): string {
  const base = bases.linksBaseUrl ? bases.linksBaseUrl : `${bases.publicUrl.replace(/\/+$/, '')}/l`;
  return `${base.replace(/\/+$/, '')}/${slug}`;
}
