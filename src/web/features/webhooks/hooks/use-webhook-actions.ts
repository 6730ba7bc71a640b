import type { WebhookEndpoint } from '@shared/api/webhooks';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { WEBHOOK_PAGE_TEXTS as TEXTS } from '../utils/webhook-page-texts';

/** An endpoint's one-click actions, with their toasts: turn it on or off («Reactivar» after a 410), send a test event. */
export function useWebhookActions(endpoint: WebhookEndpoint) {
  const update = useUpdateWebhook();
  const sendTest = useSendTestWebhook();

  const setEnabled = (isEnabled: boolean) => {
    const wasGone = endpoint.disabledReason === 'gone';
    update.mutate(
      { endpointId: endpoint.id, changes: { isEnabled } },
      {
        onSuccess: () =>
          toast.success(
            isEnabled ? (wasGone ? TEXTS.reactivated : TEXTS.enabledToast) : TEXTS.disabledToast,
            { description: endpoint.url },
          ),
        onError: (error) =>
          toast.error(TEXTS.toggleFailed, { description: errorMessage(error, TEXTS.toggleFailed) }),
      },
    );
  };

  const sendTestEvent = () => {
    sendTest.mutate(
      { endpointId: endpoint.id },
      {
        onSuccess: () => toast.success(TEXTS.testQueued, { description: TEXTS.testQueuedHint }),
        onError: (error) =>
          toast.error(TEXTS.testFailed, { description: errorMessage(error, TEXTS.testFailed) }),
      },
    );
  };

  return {
    setEnabled,
    isToggling: update.isPending,
    sendTest: sendTestEvent,
    isSendingTest: sendTest.isPending,
  };
}
