import { SentMailCard } from '@/features/admin-settings/components/sent-mail-card';
import { SettingsHeader } from './settings-sections';

/** /admin/settings, Configuración › General: the sent-mail record (where the default setup keeps e-mails). */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <SettingsHeader />
      <SentMailCard />
    </div>
  );
}
