import { useMemo } from 'react';
import { notificationPermission, pushSupport } from '@/lib/push/push-support';
import { PUSH_TEXTS } from '@/lib/push/web-push';
import { toast } from '@/lib/toast';
import { usePushStatus } from '../api/get-push-status';
import { usePushSubscription } from '../api/get-push-subscription';
import { useSendTestPush } from '../api/send-test-push';
import { useDisablePush, useEnablePush } from '../api/toggle-push';
import { notificationFailureMessage, NOTIFICATIONS_TEXTS as TEXTS } from '../utils/notification-texts';

/**
 * What «Avisos en este dispositivo» knows and does: whether this browser can have push, its subscription and the
 * server's devices, the switch's state and hint, and the two actions (turn on/off, «Enviar una prueba») with their
 * toasts.
 */
export function useDevicePush() {
  const support = useMemo(() => pushSupport(), []);
  const status = usePushStatus();
  const subscription = usePushSubscription();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const sendTest = useSendTestPush();

  const permission = notificationPermission();
  const isOn = !!subscription.data;
  const isDenied = support.isSupported && permission === 'denied' && !isOn;
  const isToggling = enable.isPending || disable.isPending;
  const canToggle =
    support.isSupported && !isDenied && !isToggling && subscription.isSuccess && status.isSuccess;

  const hint = !support.isSupported
    ? support.message
    : enable.isPending
      ? TEXTS.deviceEnabling
      : disable.isPending
        ? TEXTS.deviceDisabling
        : isOn
          ? TEXTS.deviceOn
          : TEXTS.deviceOff;

  function toggle(checked: boolean) {
    if (checked) {
      if (!status.data) return;
      enable.mutate(status.data.publicKey, {
        onSuccess: () => toast.success(TEXTS.enabled),
        onError: (error) =>
          toast.error(TEXTS.enableFailed, {
            description: notificationFailureMessage(error, PUSH_TEXTS.unknown),
          }),
      });
    } else {
      disable.mutate(subscription.data ?? null, {
        onSuccess: () => toast.success(TEXTS.disabled),
        onError: (error) =>
          toast.error(TEXTS.disableFailed, {
            description: notificationFailureMessage(error, TEXTS.disableFailed),
          }),
      });
    }
  }

  function test() {
    sendTest.mutate(undefined, {
      onSuccess: ({ delivered, failed }) => {
        if (delivered === 0) {
          toast.error(TEXTS.testFailed, { description: TEXTS.testFailedHint });
          return;
        }
        const reached = `Ha llegado a ${delivered} ${delivered === 1 ? 'dispositivo' : 'dispositivos'}`;
        toast.success(TEXTS.testSent, {
          description: failed > 0 ? `${reached}; ${failed} sin entregar.` : `${reached}.`,
        });
      },
      onError: (error) =>
        toast.error(TEXTS.errorTitle, { description: notificationFailureMessage(error, TEXTS.testFailed) }),
    });
  }

  return {
    status,
    isOn,
    isDenied,
    isToggling,
    canToggle,
    hint,
    toggle,
    test,
    isTesting: sendTest.isPending,
  };
}
