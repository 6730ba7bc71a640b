import { PageHeader } from '@/components/layout/page-header';

/** /dashboard/campaigns/:campaignId, /admin/campaigns/:id and /admin/campaigns/:id/edit: the campaign detail screen shared by both roles. Filled in by its own issue. */
export function CampaignDetailPage() {
  return <PageHeader title="Detalle de Campaña" />;
}
