/**
 * A campaign's title as a slug, and the names of the files exported from it: one rule for the tracked links'
 * utm_campaign (src/shared/links/utm.ts), the results' CSV and PDF and the campaign's JSON and CSV exports.
 */

/** Lower case, accents removed, words joined by '-', at most 60 characters; 'campana' when nothing is left. */
export function campaignSlugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug === '' ? 'campana' : slug;
}

/**
 * 'resultados-cafe-de-otono-2026-11-25.csv': what the file is, the campaign's title as a slug (ASCII only, so the
 * name needs no quoting in Content-Disposition) and its first date.
 */
export function campaignFileName(
  kind: string,
  campaign: { title: string; startDate: string },
  extension: 'csv' | 'pdf' | 'json' | 'zip',
): string {
  return `${kind}-${campaignSlugOf(campaign.title)}-${campaign.startDate}.${extension}`;
}
