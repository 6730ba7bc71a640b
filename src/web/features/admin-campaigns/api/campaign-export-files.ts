/** The files a campaign exports to (a .zip with its media will come later: not offered yet). */
export type CampaignExportFormat = 'json' | 'csv';

/**
 * GET /api/admin/campaigns/{id}/export/json | csv: the campaign's JSON import file and its stories' CSV, as files
 * (Content-Disposition: attachment). A plain same-origin link downloads them with the session cookie; no script
 * reads them.
 */
export function campaignExportHref(campaignId: string, format: CampaignExportFormat): string {
  return `/api/admin/campaigns/${encodeURIComponent(campaignId)}/export/${format}`;
}
