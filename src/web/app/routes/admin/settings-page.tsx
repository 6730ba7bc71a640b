import { SentMailCard } from '@/features/admin-settings/components/sent-mail-card';
import { AgencyTransferCard } from '@/features/agency-transfer/components/agency-transfer-card';
import { SettingsHeader } from './settings-sections';

/**
 * /admin/settings, Configuración › General: the sent-mail record (where the default setup keeps e-mails) and
 * «Trasladar la agencia» (the whole agency's export, and its import into an empty panel).
 */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <SettingsHeader />
      <SentMailCard />
      <AgencyTransferCard />
    </div>
  );
}
