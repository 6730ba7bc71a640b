import { PageHeader } from '@/components/layout/page-header';

/** /admin/clients/:id: the client detail. Filled in by its own issue. */
export function ClientDetailPage() {
  return <PageHeader title="Detalle del Cliente" />;
}
