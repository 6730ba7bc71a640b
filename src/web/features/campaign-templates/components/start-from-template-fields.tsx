import type { UseTemplateInput } from '@shared/api/campaign-templates';
import type { TemplateVariable } from '@shared/templates/template-variables';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ActiveClient } from '@/lib/clients/get-active-clients';
import type { StartFromTemplateFormValues } from '../utils/start-from-template-form';
import { START_FROM_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';

export type StartFromTemplateFormApi = UseFormReturn<StartFromTemplateFormValues, unknown, UseTemplateInput>;

/** The active clients as read so far: `clients` is undefined while they load or when they could not be read. */
export type ClientChoices = {
  clients: Pick<ActiveClient, 'id' | 'brandName'>[] | undefined;
  isLoading: boolean;
  isError: boolean;
};

/**
 * The fields of «Nueva campaña desde plantilla», each labelled, its help and its error tied to it
 * (aria-describedby): «Cliente», «Fecha de inicio», one input per variable the agency types (its label and example
 * from TEMPLATE_VARIABLES; an address for `{enlace}`), and the automatic dates, read only.
 */
export function StartFromTemplateFields({
  form,
  clientChoices,
  typed,
  automatic,
  isDisabled,
}: {
  form: StartFromTemplateFormApi;
  clientChoices: ClientChoices;
  typed: readonly TemplateVariable[];
  /** The automatic variables the template uses, with what they read as now ('' until the first day is a date). */
  automatic: readonly { variable: TemplateVariable; value: string }[];
  isDisabled: boolean;
}) {
  return (
    <>
      <ClientField form={form} choices={clientChoices} isDisabled={isDisabled} />
      <TextField
        control={form.control}
        name="startDate"
        label={TEXTS.startDateLabel}
        type="date"
        required
        className="w-full sm:w-48"
        disabled={isDisabled}
      />
      {typed.length + automatic.length > 0 ? (
        <fieldset className="grid min-w-0 gap-4" disabled={isDisabled}>
          <legend className="mb-1 font-medium text-sm">{TEXTS.valuesLegend}</legend>
          {typed.map((variable) => (
            <VariableField key={variable.name} form={form} variable={variable} />
          ))}
          {automatic.length > 0 && (
            <ul className="grid gap-1 text-muted-foreground text-sm">
              {automatic.map(({ variable, value }) => (
                <li key={variable.name}>
                  <code className="font-mono text-foreground">{`{${variable.name}}`}</code>: {value || '—'} (
                  {TEXTS.automatic})
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ) : (
        <p className="text-muted-foreground text-sm">{TEXTS.noVariables}</p>
      )}
    </>
  );
}

/** One variable's value: «Marca» with «Café Aroma» as its placeholder; an address field for the url kind. */
function VariableField({ form, variable }: { form: StartFromTemplateFormApi; variable: TemplateVariable }) {
  const isUrl = variable.kind === 'url';
  return (
    <FormField
      control={form.control}
      name={`values.${variable.name}`}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{variable.label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ''}
              type={isUrl ? 'url' : 'text'}
              inputMode={isUrl ? 'url' : undefined}
              autoComplete="off"
              placeholder={variable.example}
              required
            />
          </FormControl>
          <FormDescription>{TEXTS.replaces(variable.name)}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * {marca} follows the chosen client's brand while the agency has not typed its own (an empty value, or the previous
 * client's brand).
 */
function prefillBrand(form: StartFromTemplateFormApi, brandName: string | undefined): void {
  if (!brandName || !('marca' in form.getValues('values'))) return;
  const current = form.getValues('values.marca')?.trim() ?? '';
  if (current === '' || current === prefilled.get(form)) {
    form.setValue('values.marca', brandName, { shouldValidate: current !== '' });
    prefilled.set(form, brandName);
  }
}
const prefilled = new WeakMap<StartFromTemplateFormApi, string>();

/**
 * «Cliente»: the agency's active clients by brand. It is checked on submit only (not when the list opens and takes
 * the focus away); a choice that is no longer active is dropped once the clients have been read.
 */
function ClientField({
  form,
  choices,
  isDisabled,
}: {
  form: StartFromTemplateFormApi;
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
  const status = choices.isLoading
    ? TEXTS.clientsLoading
    : choices.isError
      ? TEXTS.clientsFailed
      : clients?.length === 0
        ? TEXTS.noActiveClients
        : null;
  return (
    <FormField
      control={form.control}
      name="clientId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{TEXTS.clientLabel}</FormLabel>
          <Select
            value={field.value}
            onValueChange={(id) => {
              field.onChange(id);
              prefillBrand(form, clients?.find((client) => client.id === id)?.brandName);
            }}
            disabled={isDisabled}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} className="w-full">
                <SelectValue placeholder={TEXTS.clientPlaceholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {(clients ?? []).map((client) => (
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
