import { useParams } from 'react-router';
import { WebhookEndpointDetail } from '@/features/webhooks/components/webhook-endpoint-detail';

/** /admin/settings/webhooks/:id: one webhook endpoint and its deliveries. */
export function SettingsWebhookPage() {
  const { id = '' } = useParams();
  return <WebhookEndpointDetail key={id} endpointId={id} />;
}
