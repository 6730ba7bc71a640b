import { PageHeader } from '@/components/layout/page-header';

/** /dashboard/campaigns: the client campaign list. Filled in by its own issue. */
export function ClientCampaignsPage() {
  return <PageHeader title="Mis Campañas" />;
}
