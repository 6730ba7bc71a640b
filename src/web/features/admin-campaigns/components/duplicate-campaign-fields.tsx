import { IMPORT_TEXT_LIMITS } from '@shared/campaign-import/field-limits';
import type { DuplicateCampaignBody } from '@shared/campaigns/duplicate-campaign';
import { DUPLICATE_LIMITS } from '@shared/campaigns/duplicate-texts';
import { useEffect } from 'react';
import { type Control, type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ActiveClient } from '@/lib/clients/get-active-clients';
import type { DuplicateCampaignFormValues } from '../utils/duplicate-campaign-form';
import {
  MIN_REPEATED_COPIES,
  REPEAT_CHOICES,
  DUPLICATE_DIALOG_TEXTS as TEXTS,
  TIME_SHIFT_CHOICES,
} from '../utils/duplicate-campaign-texts';

export type DuplicateCampaignFormApi = UseFormReturn<
  DuplicateCampaignFormValues,
  unknown,
  DuplicateCampaignBody
>;
type FormControlOf = Control<DuplicateCampaignFormValues, unknown, DuplicateCampaignBody>;

/** The active clients as read so far: `clients` is undefined while they load or when they could not be read. */
export type ClientChoices = {
  clients: Pick<ActiveClient, 'id' | 'brandName'>[] | undefined;
  isLoading: boolean;
  isError: boolean;
};

/**
 * The fields of «Duplicar campaña», each labelled, its help and its error tied to it (aria-describedby):
 * client, first day, title, the stories' time shift, «Repetir» with the number of copies, and the e-mail to the
 * client.
 */
export function DuplicateCampaignFields({
  form,
  ownClient,
  clientChoices,
  isDisabled,
}: {
  form: DuplicateCampaignFormApi;
  /** The campaign's own client: the one choice shown until the active clients have been read. */
  ownClient: { id: string; brandName: string };
  clientChoices: ClientChoices;
  isDisabled: boolean;
}) {
  return (
    <>
      <ClientField form={form} ownClient={ownClient} choices={clientChoices} isDisabled={isDisabled} />
      <TextField
        control={form.control}
        name="startDate"
        label={TEXTS.startDateLabel}
        type="date"
        required
        className="w-full sm:w-48"
        disabled={isDisabled}
      />
      <TextField
        control={form.control}
        name="title"
        label={TEXTS.titleLabel}
        required
        maxLength={IMPORT_TEXT_LIMITS.campaignTitle}
        disabled={isDisabled}
      />
      <TimeShiftField control={form.control} isDisabled={isDisabled} />
      <RepeatFields control={form.control} isDisabled={isDisabled} />
      <NotifyClientField control={form.control} isDisabled={isDisabled} />
    </>
  );
}

/**
 * «Cliente»: the agency's active clients by brand. A client that is not (or no longer) among them is dropped
 * from the field once they have been read, so that the agency chooses one rather than meeting the server's 409.
 */
function ClientField({
  form,
  ownClient,
  choices,
  isDisabled,
}: {
  form: DuplicateCampaignFormApi;
  ownClient: { id: string; brandName: string };
  choices: ClientChoices;
  isDisabled: boolean;
}) {
  const { clients } = choices;
  useEffect(() => {
    const chosen = form.getValues('clientId');
    if (clients && chosen !== '' && !clients.some((client) => client.id === chosen)) {
      form.setValue('clientId', '');
    }
  }, [clients, form]);
  const options = clients ?? [ownClient];
  const status = choices.isLoading ? TEXTS.clientsLoading : choices.isError ? TEXTS.clientsFailed : null;
  return (
    <FormField
      control={form.control}
      name="clientId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{TEXTS.clientLabel}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange} disabled={isDisabled}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue placeholder={TEXTS.clientPlaceholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((client) => (
                <SelectItem key={client.id} value={client.id}>
                  {client.brandName}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {status && <FormDescription role="status">{status}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** «Cambiar la hora de las historias»: «Mismas horas» or up to 6 h earlier or later, with what it keeps. */
function TimeShiftField({ control, isDisabled }: { control: FormControlOf; isDisabled: boolean }) {
  return (
    <FormField
      control={control}
      name="timeShiftMinutes"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{TEXTS.shiftLabel}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange} disabled={isDisabled}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full sm:w-56">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {TIME_SHIFT_CHOICES.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormDescription>{TEXTS.shiftHelp}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** «Repetir»: one copy, or a number of copies a week or a month apart («Número de copias», 2 to 52). */
function RepeatFields({ control, isDisabled }: { control: FormControlOf; isDisabled: boolean }) {
  const every = useWatch({ control, name: 'every' });
  return (
    <div className="grid gap-4">
      <FormField
        control={control}
        name="every"
        render={({ field }) => (
          <FormItem>
            <RepeatRadios
              value={field.value}
              name={field.name}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isDisabled={isDisabled}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      {every !== 'none' && (
        <TextField
          control={control}
          name="count"
          label={TEXTS.countLabel}
          type="number"
          inputMode="numeric"
          min={MIN_REPEATED_COPIES}
          max={DUPLICATE_LIMITS.maxCopies}
          step={1}
          required
          className="w-28 tabular-nums"
          disabled={isDisabled}
        />
      )}
    </div>
  );
}

function RepeatRadios({
  value,
  name,
  onChange,
  onBlur,
  isDisabled,
}: {
  value: string;
  name: string;
  onChange(value: string): void;
  onBlur(): void;
  isDisabled: boolean;
}) {
  const { formItemId, formMessageId, error } = useFormField();
  return (
    <fieldset
      id={formItemId}
      aria-describedby={error ? formMessageId : undefined}
      disabled={isDisabled}
      className="grid min-w-0 gap-2"
    >
      <legend className="mb-2 font-medium text-sm leading-none">{TEXTS.repeatLabel}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {REPEAT_CHOICES.map((choice) => {
          const id = `${formItemId}-${choice.value}`;
          return (
            <div key={choice.value} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                onBlur={onBlur}
                className="size-4 shrink-0 accent-primary"
              />
              <label htmlFor={id} className="text-sm leading-snug">
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** «Avisar al cliente por e-mail»: the client's «campaña creada» e-mail for each copy (on by default). */
function NotifyClientField({ control, isDisabled }: { control: FormControlOf; isDisabled: boolean }) {
  return (
    <FormField
      control={control}
      name="notifyClient"
      render={({ field }) => (
        <FormItem className="flex items-start gap-3">
          <FormControl>
            <input
              ref={field.ref}
              type="checkbox"
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              disabled={isDisabled}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
            />
          </FormControl>
          <div className="grid gap-1.5">
            <FormLabel className="cursor-pointer font-normal leading-snug">{TEXTS.notifyLabel}</FormLabel>
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  );
}
