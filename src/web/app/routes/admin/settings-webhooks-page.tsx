import { WebhooksCard } from '@/features/webhooks/components/webhooks-card';
import { SettingsHeader } from './settings-sections';

/** /admin/settings/webhooks, Configuración › Webhooks: the agency's endpoints (issue 34 §1). */
export function SettingsWebhooksPage() {
  return (
    <div className="space-y-6">
      <SettingsHeader />
      <WebhooksCard />
    </div>
  );
}
