import { PageHeader } from '@/components/layout/page-header';

/** /admin/clients/:id/edit: the edit form. Filled in by its own issue. */
export function EditClientPage() {
  return <PageHeader title="Editar Cliente" />;
}
