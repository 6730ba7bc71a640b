import { NotificationSettings } from '@shared/api/notifications';
import {
  DEFAULT_DIGEST_TIME,
  DEFAULT_REMINDER_MINUTES,
  REMINDER_MINUTE_OPTIONS,
} from '@shared/notifications/defaults';
import { timeZoneName } from '@shared/time-zones';
import { BellIcon, Loader2Icon, RefreshCwIcon, SendIcon, TriangleAlertIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/forms/submit-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { notificationPermission, pushSupport } from '@/lib/push/push-support';
import { PUSH_TEXTS, PushError } from '@/lib/push/web-push';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useNotificationSettings } from '../api/get-notification-settings';
import { usePushStatus } from '../api/get-push-status';
import { usePushSubscription } from '../api/get-push-subscription';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { useSendTestPush } from '../api/send-test-push';
import { useDisablePush, useEnablePush } from '../api/toggle-push';
import { ProfileSection } from './profile-section';

export const NOTIFICATIONS_CARD_TEXTS = {
  title: 'Notificaciones',
  description:
    'Un aviso antes de cada historia y un resumen cada mañana, para que ninguna se quede sin publicar.',
  deviceLabel: 'Avisos en este dispositivo',
  deviceOff: 'Recibe los recordatorios como notificaciones en este navegador o en el panel instalado.',
  deviceOn: 'Activados: este dispositivo recibe los recordatorios.',
  deviceEnabling: 'Activando los avisos...',
  deviceDisabling: 'Desactivando los avisos...',
  deniedTitle: 'Avisos bloqueados en este navegador',
  enabled: 'Avisos activados en este dispositivo',
  disabled: 'Avisos desactivados en este dispositivo',
  enableFailed: 'No se activaron los avisos',
  disableFailed: 'No se pudieron desactivar los avisos',
  test: 'Enviar una prueba',
  testing: 'Enviando...',
  testSent: 'Prueba enviada',
  testFailed: 'La prueba no llegó a ningún dispositivo',
  testFailedHint: 'Desactiva los avisos y vuelve a activarlos.',
  pushStatusFailed: 'No se pudo comprobar el estado de los avisos',
  settingsTitle: 'Recordatorios',
  reminderMinutes: 'Recordarme antes de cada historia',
  reminderMinutesHint: 'A la hora prevista de cada historia, o antes si prefieres prepararla.',
  pushReminders: 'Recordatorios por notificación',
  pushRemindersHint: 'En todos tus dispositivos con los avisos activados.',
  emailReminders: 'Recordatorios por correo (si la notificación no llega)',
  emailRemindersHint: 'Cuando no tienes avisos activados o ningún dispositivo los recibe.',
  noReminders: 'Con los dos desactivados no recibirás recordatorios antes de tus historias.',
  digestEnabled: 'Resumen del día por correo',
  digestEnabledHint: 'Cada mañana, las historias del día con sus horas y un enlace a «Publicar hoy».',
  digestTime: 'Hora del resumen',
  save: 'Guardar notificaciones',
  saving: 'Guardando...',
  saved: '¡Notificaciones guardadas!',
  saveFailed: 'No se pudieron guardar las notificaciones',
  loadFailed: 'No se pudieron cargar tus notificaciones',
  retry: 'Reintentar',
  errorTitle: 'Error',
} as const;
const TEXTS = NOTIFICATIONS_CARD_TEXTS;

/** 'A la hora', '5 minutos antes', '1 hora antes', '4 horas antes'. */
export function reminderMinutesLabel(minutes: number): string {
  if (minutes === 0) return 'A la hora';
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora antes' : `${minutes / 60} horas antes`;
  return `${minutes} minutos antes`;
}

/** 'Avisos activados en 2 dispositivos.' */
export function deviceCountText(count: number): string {
  if (count === 0) return 'Ningún dispositivo tiene los avisos activados.';
  return `Avisos activados en ${count} ${count === 1 ? 'dispositivo' : 'dispositivos'}.`;
}

/** 'España peninsular (Madrid) (Europe/Madrid)', or just the id when it has no Spanish name. */
export function zoneLabel(timeZone: string): string {
  const name = timeZoneName(timeZone);
  return name === timeZone ? timeZone : `${name} (${timeZone})`;
}

function failureMessage(error: unknown, fallback: string): string {
  console.error(error);
  return error instanceof PushError ? error.message : errorMessage(error, fallback);
}

/**
 * The 'Notificaciones' block of 'Mi Perfil': Web Push on this device (a switch, a test, how many devices have it)
 * and the client's reminder settings (lead time, push and e-mail reminders, the morning digest and its time),
 * in the client's time zone.
 */
export function NotificationsCard() {
  return (
    <ProfileSection icon={BellIcon} title={TEXTS.title} description={TEXTS.description}>
      <DevicePush />
      <Separator className="my-6" />
      <ReminderSettingsForm />
    </ProfileSection>
  );
}

/** «Avisos en este dispositivo»: the switch with its state, the devices count and «Enviar una prueba». */
function DevicePush() {
  const support = useMemo(() => pushSupport(), []);
  const status = usePushStatus();
  const subscription = usePushSubscription();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const sendTest = useSendTestPush();
  const switchId = useId();
  const hintId = useId();

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
          toast.error(TEXTS.enableFailed, { description: failureMessage(error, PUSH_TEXTS.unknown) }),
      });
    } else {
      disable.mutate(subscription.data ?? null, {
        onSuccess: () => toast.success(TEXTS.disabled),
        onError: (error) =>
          toast.error(TEXTS.disableFailed, { description: failureMessage(error, TEXTS.disableFailed) }),
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
        toast.error(TEXTS.errorTitle, { description: failureMessage(error, TEXTS.testFailed) }),
    });
  }

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
              disabled={sendTest.isPending}
              aria-busy={sendTest.isPending}
              className="w-full sm:w-auto"
            >
              {sendTest.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {sendTest.isPending ? TEXTS.testing : TEXTS.test}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

const DEFAULT_SETTINGS: NotificationSettings = {
  reminderMinutes: DEFAULT_REMINDER_MINUTES,
  pushReminders: true,
  emailReminders: true,
  digestEnabled: true,
  digestTime: DEFAULT_DIGEST_TIME,
};

type SwitchFieldName = 'pushReminders' | 'emailReminders' | 'digestEnabled';

const SWITCHES: readonly { name: SwitchFieldName; label: string; description: string }[] = [
  { name: 'pushReminders', label: TEXTS.pushReminders, description: TEXTS.pushRemindersHint },
  { name: 'emailReminders', label: TEXTS.emailReminders, description: TEXTS.emailRemindersHint },
  { name: 'digestEnabled', label: TEXTS.digestEnabled, description: TEXTS.digestEnabledHint },
];

/** The client's reminder settings (PUT /api/client/notifications), validated by the shared contract. */
function ReminderSettingsForm() {
  const query = useNotificationSettings();
  const mutation = useSaveNotificationSettings();
  const values = query.data?.settings ?? DEFAULT_SETTINGS;
  const form = useZodForm(NotificationSettings, { values, resetOptions: { keepDirtyValues: true } });
  const isLoaded = query.isSuccess;
  const isBusy = mutation.isPending || !isLoaded;
  const [pushOn, emailOn, digestOn, minutes] = form.watch([
    'pushReminders',
    'emailReminders',
    'digestEnabled',
    'reminderMinutes',
  ]);
  const minuteOptions = useMemo(
    () => [...new Set<number>([...REMINDER_MINUTE_OPTIONS, minutes])].sort((a, b) => a - b),
    [minutes],
  );

  const onSubmit = form.handleSubmit((settings) => {
    mutation.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(saved.settings);
        toast.success(TEXTS.saved);
      },
      onError: (error) => {
        applyServerIssues(form, error, { shouldFocus: true });
        toast.error(TEXTS.errorTitle, { description: failureMessage(error, TEXTS.saveFailed) });
      },
    });
  });

  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{TEXTS.loadFailed}</AlertTitle>
        <AlertDescription>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCwIcon aria-hidden="true" />
            )}
            {TEXTS.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-5"
        aria-label={TEXTS.settingsTitle}
        aria-busy={query.isPending}
      >
        <h3 className="font-semibold text-base">{TEXTS.settingsTitle}</h3>
        <FormField
          control={form.control}
          name="reminderMinutes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{TEXTS.reminderMinutes}</FormLabel>
              <Select
                value={String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                disabled={isBusy}
              >
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="sm:max-w-xs">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {minuteOptions.map((option) => (
                    <SelectItem key={option} value={String(option)}>
                      {reminderMinutesLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>{TEXTS.reminderMinutesHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {SWITCHES.map(({ name, label, description }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem className="flex items-start justify-between gap-4">
                <div className="grid gap-1.5">
                  <FormLabel className="leading-snug">{label}</FormLabel>
                  <FormDescription>{description}</FormDescription>
                </div>
                <FormControl>
                  <Switch
                    ref={field.ref}
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={isBusy}
                    className="mt-0.5"
                  />
                </FormControl>
              </FormItem>
            )}
          />
        ))}
        {isLoaded && !pushOn && !emailOn && (
          <p className="text-amber-800 text-sm" role="status">
            {TEXTS.noReminders}
          </p>
        )}
        <FormField
          control={form.control}
          name="digestTime"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{TEXTS.digestTime}</FormLabel>
              <FormControl>
                <Input
                  type="time"
                  step={60}
                  {...field}
                  disabled={isBusy || !digestOn}
                  className="sm:max-w-40"
                />
              </FormControl>
              <FormDescription>
                {query.data ? `Hora de tu zona: ${zoneLabel(query.data.timeZone)}.` : '\u00a0'}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <SubmitButton
            isPending={mutation.isPending}
            pendingLabel={TEXTS.saving}
            disabled={isBusy}
            className="w-full sm:w-auto"
          >
            {TEXTS.save}
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
