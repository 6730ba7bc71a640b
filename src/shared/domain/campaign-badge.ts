/**
 * The campaign badge of the client area (client spec section 2): derived from progress and dates, not from the
 * stored status. 'Completada' at 100 %; 'En Progreso' while today lies between the start and end dates;
 * 'No Iniciada' before the start; otherwise 'Finalizada'.
 */

export const CAMPAIGN_BADGES = ['completed', 'in_progress', 'not_started', 'finished'] as const;
export type CampaignBadge = (typeof CAMPAIGN_BADGES)[number];

export const CAMPAIGN_BADGE_LABELS: Record<CampaignBadge, string> = {
  completed: 'Completada',
  in_progress: 'En Progreso',
  not_started: 'No Iniciada',
  finished: 'Finalizada',
};

/** Dates are yyyy-mm-dd (string order is date order); both bounds are inclusive. */
export function campaignBadge(
  campaign: { progress: number; startDate: string; endDate: string },
  today: string,
): CampaignBadge {
  if (campaign.progress >= 100) return 'completed';
  if (today >= campaign.startDate && today <= campaign.endDate) return 'in_progress';
  if (today < campaign.startDate) return 'not_started';
  return 'finished';
}
