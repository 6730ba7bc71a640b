import { Loader2Icon, RefreshCwIcon, SendIcon, TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { PUSH_TEXTS } from '@/lib/push/web-push';
import { useDevicePush } from '../hooks/use-device-push';
import { deviceCountText, NOTIFICATIONS_TEXTS as TEXTS } from '../utils/notification-texts';

/** «Avisos en este dispositivo»: the switch with its state, the devices count and «Enviar una prueba». */
export function DevicePush() {
  const { status, isOn, isDenied, isToggling, canToggle, hint, toggle, test, isTesting } = useDevicePush();
  const switchId = useId();
  const hintId = useId();

  return (
    <div className="grid gap-4" aria-busy={isToggling || status.isPending}>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={switchId}>{TEXTS.deviceLabel}</Label>
          <p id={hintId} className="text-muted-foreground text-sm" aria-live="polite">
            {hint}
          </p>
        </div>
        <div className="flex items-center gap-2 pt-0.5">
          {isToggling && (
            <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
          )}
          <Switch
            id={switchId}
            checked={isOn}
            onCheckedChange={toggle}
            disabled={!canToggle}
            aria-describedby={hintId}
          />
        </div>
      </div>
      {isDenied && (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{TEXTS.deniedTitle}</AlertTitle>
          <AlertDescription>{PUSH_TEXTS.denied}</AlertDescription>
        </Alert>
      )}
      {status.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-destructive text-sm">
          {TEXTS.pushStatusFailed}
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            {TEXTS.retry}
          </Button>
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {/* A <div>: the skeleton is a <div>, which a <p> may not hold. */}
          <div className="text-sm" role="status">
            {status.data ? deviceCountText(status.data.devices.length) : <Skeleton className="h-4 w-56" />}
          </div>
          {isOn && (
            <Button
              variant="outline"
              onClick={test}
              disabled={isTesting}
              aria-busy={isTesting}
              className="w-full sm:w-auto"
            >
              {isTesting ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {isTesting ? TEXTS.testing : TEXTS.test}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
