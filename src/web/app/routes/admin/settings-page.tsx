import { PageHeader } from '@/components/layout/page-header';
import { SentMailCard } from '@/features/admin-settings/components/sent-mail-card';

/** /admin/settings: the spec's placeholder, plus the sent-mail record (where the default setup keeps e-mails). */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Configuración (Próximamente)" />
      <SentMailCard />
    </div>
  );
}
