import { PageHeader } from '@/components/layout/page-header';

/** /dashboard/pending: the pending stories. Filled in by its own issue. */
export function PendingStoriesPage() {
  return <PageHeader title="Historias Pendientes" />;
}
