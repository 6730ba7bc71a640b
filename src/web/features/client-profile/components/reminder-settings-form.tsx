import type { NotificationSettings } from '@shared/api/notifications';
import {
  DEFAULT_DIGEST_TIME,
  DEFAULT_REMINDER_MINUTES,
  REMINDER_MINUTE_OPTIONS,
} from '@shared/notifications/defaults';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { LoadError } from '@/components/layout/load-error';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import {
  notificationFailureMessage,
  reminderMinutesLabel,
  NOTIFICATIONS_TEXTS as TEXTS,
  zoneLabel,
} from '../utils/notification-texts';

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
export function ReminderSettingsForm() {
  const query = useNotificationSettings();
  const mutation = useSaveNotificationSettings();
  const values = query.data?.settings ?? DEFAULT_SETTINGS;
  const form = useZodForm(() => import('@shared/api/notifications').then((m) => m.NotificationSettings), {
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const isLoaded = query.isSuccess;
  const isBusy = mutation.isPending || !isLoaded;
  const [pushOn, emailOn, digestOn] = form.watch(['pushReminders', 'emailReminders', 'digestEnabled']);

  const onSubmit = form.handleSubmit((settings) => {
    mutation.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(saved.settings);
        toast.success(TEXTS.saved);
      },
      onError: (error) => {
        applyServerIssues(form, error, { shouldFocus: true });
        toast.error(TEXTS.errorTitle, { description: notificationFailureMessage(error, TEXTS.saveFailed) });
      },
    });
  });

  if (query.isError) {
    return (
      <LoadError
        title={TEXTS.loadFailed}
        description={null}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
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
        <ReminderMinutesField isBusy={isBusy} />
        {SWITCHES.map(({ name, label, description }) => (
          <SwitchField key={name} name={name} label={label} description={description} isBusy={isBusy} />
        ))}
        {isLoaded && !pushOn && !emailOn && (
          <p className="text-amber-800 text-sm" role="status">
            {TEXTS.noReminders}
          </p>
        )}
        <DigestTimeField isBusy={isBusy || !digestOn} timeZone={query.data?.timeZone ?? null} />
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

/** «Recordarme antes de cada historia»: the offered lead times, plus the stored one if it is not among them. */
function ReminderMinutesField({ isBusy }: { isBusy: boolean }) {
  const { control, watch } = useFormContext<NotificationSettings>();
  const minutes = watch('reminderMinutes');
  const minuteOptions = useMemo(
    () => [...new Set<number>([...REMINDER_MINUTE_OPTIONS, minutes])].sort((a, b) => a - b),
    [minutes],
  );
  return (
    <FormField
      control={control}
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
  );
}

function SwitchField({
  name,
  label,
  description,
  isBusy,
}: {
  name: SwitchFieldName;
  label: string;
  description: string;
  isBusy: boolean;
}) {
  const { control } = useFormContext<NotificationSettings>();
  return (
    <FormField
      control={control}
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
  );
}

/** «Hora del resumen», in the client's zone (named once the settings are read). */
function DigestTimeField({ isBusy, timeZone }: { isBusy: boolean; timeZone: string | null }) {
  const { control } = useFormContext<NotificationSettings>();
  return (
    <FormField
      control={control}
      name="digestTime"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{TEXTS.digestTime}</FormLabel>
          <FormControl>
            <Input type="time" step={60} {...field} disabled={isBusy} className="sm:max-w-40" />
          </FormControl>
          <FormDescription>
            {timeZone ? `Hora de tu zona: ${zoneLabel(timeZone)}.` : '\u00a0'}
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
