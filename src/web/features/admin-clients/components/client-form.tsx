import type { ClientUpdateInput } from '@shared/clients/client-form';
import {
  CLIENT_FIELD_LIMITS,
  type ClientEditFormValues,
  EMPTY_CLIENT_FORM,
} from '@shared/clients/client-form-fields';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES } from '@shared/domain/statuses';
import type { UseFormReturn } from 'react-hook-form';
import { IndustryField } from '@/components/forms/industry-field';
import { StatusField } from '@/components/forms/status-field';
import { FormActions } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Form } from '@/components/ui/form';
import { useZodForm } from '@/lib/use-zod-form';
import { ProofRequiredField } from './proof-required-field';
import { TimeZoneField } from './time-zone-field';

/** What the form holds: the shared fields, and whether the client must give a proof of posting (issue 31 §1). */
export type ClientFormFields = ClientEditFormValues & { proofRequired: boolean };
export type ClientFormApi = UseFormReturn<ClientFormFields, unknown, ClientUpdateInput>;

type Props = {
  /** 'edit' shows the status field; a new client always starts active. */
  mode: 'create' | 'edit';
  defaultValues?: ClientFormFields;
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit(values: ClientUpdateInput, form: ClientFormApi): void | Promise<void>;
  onCancel(): void;
};

/**
 * The client form of 'Nuevo Cliente' and 'Editar Cliente' (spec section 5): react-hook-form validated by the
 * same shared zod schema as the server, with its Spanish messages; empty optional values are sent as null.
 */
export function ClientForm({
  mode,
  defaultValues,
  isSubmitting,
  submitLabel,
  submittingLabel,
  onSubmit,
  onCancel,
}: Props) {
  const form = useZodForm<typeof ClientUpdateInput, ClientFormFields>(
    () => import('@shared/clients/client-form').then((m) => m.ClientUpdateInput),
    {
      defaultValues: defaultValues ?? { ...EMPTY_CLIENT_FORM, status: 'active', proofRequired: false },
    },
  );

  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-5"
        aria-busy={isSubmitting}
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      >
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <TextField
            control={form.control}
            name="name"
            label="Nombre del contacto *"
            autoComplete="name"
            maxLength={CLIENT_FIELD_LIMITS.name}
            placeholder="Nombre y apellidos"
          />
          <TextField
            control={form.control}
            name="brandName"
            label="Nombre de la marca *"
            autoComplete="organization"
            maxLength={CLIENT_FIELD_LIMITS.brandName}
            placeholder="Nombre comercial"
          />
          <TextField
            control={form.control}
            name="email"
            label="Email *"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={CLIENT_FIELD_LIMITS.email}
            placeholder="contacto@marca.com"
          />
          <TextField
            control={form.control}
            name="phone"
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={CLIENT_FIELD_LIMITS.phone}
            placeholder="+34 600 000 000"
          />
          <IndustryField control={form.control} disabled={isSubmitting} />
          <TimeZoneField control={form.control} disabled={isSubmitting} />
          {mode === 'edit' && (
            <StatusField
              control={form.control}
              statuses={CLIENT_STATUSES}
              labels={CLIENT_STATUS_LABELS}
              disabled={isSubmitting}
            />
          )}
        </div>
        <ProofRequiredField control={form.control} disabled={isSubmitting} />
        <TextareaField
          control={form.control}
          name="description"
          label="Descripción"
          maxLength={CLIENT_FIELD_LIMITS.description}
          placeholder="A qué se dedica la marca, su público, su tono..."
        />
        <p className="text-muted-foreground text-sm">Los campos marcados con * son obligatorios.</p>
        <FormActions
          isSubmitting={isSubmitting}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
          onCancel={onCancel}
        />
      </form>
    </Form>
  );
}
