import { PageHeader } from '@/components/layout/page-header';

/** /admin: the admin dashboard (counts, recent clients and campaigns). Filled in by its own issue. */
export function AdminDashboardPage() {
  return <PageHeader title="Panel Principal" />;
}
