import { PageHeader } from '@/components/layout/page-header';

/** /dashboard: the client progress dashboard. Filled in by its own issue. */
export function ProgressPage() {
  return <PageHeader title="Dashboard de Progreso" />;
}
