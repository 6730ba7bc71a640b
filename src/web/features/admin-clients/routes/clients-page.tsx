import { PageHeader } from '@/components/layout/page-header';

/** /admin/clients: the client list. Filled in by its own issue. */
export function ClientsPage() {
  return <PageHeader title="Gestión de Clientes" />;
}
