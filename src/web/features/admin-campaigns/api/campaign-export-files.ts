/** The files a campaign exports to. */
export type CampaignExportFormat = 'json' | 'zip' | 'csv';

/**
 * GET /api/admin/campaigns/{id}/export/json | zip | csv: the campaign's JSON import file, the same with its stories'
 * files in a .zip (streamed), and its stories' CSV, as files
 * (Content-Disposition: attachment). A plain same-origin link downloads them with the session cookie; no script
 * reads them.
 */
export function campaignExportHref(campaignId: string, format: CampaignExportFormat): string {
  return `/api/admin/campaigns/${encodeURIComponent(campaignId)}/export/${format}`;
}
