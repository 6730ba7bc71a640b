import { useParams } from 'react-router';
import { CampaignResults } from '@/features/campaign-results/components/campaign-results';

/**
 * /dashboard/campaigns/:campaignId/results «Resultados»: the brand's campaign in numbers (the funnel, each day and
 * story, the best and worst), the stories still without numbers, and the report to download or print.
 */
export function ClientCampaignResultsPage() {
  const { campaignId = '' } = useParams();
  return <CampaignResults key={campaignId} campaignId={campaignId} area="client" />;
}
