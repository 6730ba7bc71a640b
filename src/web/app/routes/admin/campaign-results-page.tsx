import { useParams } from 'react-router';
import { CampaignResults } from '@/features/campaign-results/components/campaign-results';

/**
 * /admin/campaigns/:id/results «Resultados»: the same screen as the brand's, its links in the admin area (a
 * story's numbers open the agency's results form): the report the agency sends its client.
 */
export function AdminCampaignResultsPage() {
  const { id = '' } = useParams();
  return <CampaignResults key={id} campaignId={id} area="admin" />;
}
