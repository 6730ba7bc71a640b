import { PageHeader } from '@/components/layout/page-header';

/** /admin/clients/new: the new-client form. Filled in by its own issue. */
export function NewClientPage() {
  return <PageHeader title="Nuevo Cliente" />;
}
