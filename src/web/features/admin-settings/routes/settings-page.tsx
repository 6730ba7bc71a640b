import { PageHeader } from '@/components/layout/page-header';

/** /admin/settings: only a placeholder (spec). */
export function SettingsPage() {
  return <PageHeader title="Configuración (Próximamente)" />;
}
