import { PageHeader } from '@/components/layout/page-header';

/** /admin/campaigns: the campaign table. Filled in by its own issue. */
export function AdminCampaignsPage() {
  return <PageHeader title="Gestión de Campañas" />;
}
