import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@shared/api/webhooks';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '@shared/webhooks/webhook-texts';
import { AlertCircleIcon } from 'lucide-react';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { FormActions } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import type { WebhookFormValues } from '../utils/webhook-form';
import { WEBHOOK_FORM_TEXTS as TEXTS } from '../utils/webhook-page-texts';
import { WebhookEventsField } from './webhook-events-field';

export type WebhookFormDialogProps = {
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpoint;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An endpoint was added: its secret, to be shown once. */
  onCreated?(created: WebhookEndpointWithSecret): void;
};

/**
 * «Añadir webhook» / «Editar webhook»: URL, description, events and on/off, checked by the API's own schema; what
 * the server refuses about a field shows under it (a URL that points to a private address, for one).
 */
export function WebhookFormDialog({ endpoint, open, onOpenChange, onCreated }: WebhookFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <WebhookFormContent endpoint={endpoint} onOpenChange={onOpenChange} onCreated={onCreated} />}
    </Dialog>
  );
}

function valuesOf(endpoint: WebhookEndpoint | undefined): WebhookFormValues {
  return {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    eventTypes: endpoint ? [...endpoint.eventTypes] : [],
    isEnabled: endpoint?.isEnabled ?? true,
  };
}

function WebhookFormContent({ endpoint, onOpenChange, onCreated }: Omit<WebhookFormDialogProps, 'open'>) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const isSaving = create.isPending || update.isPending;
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useZodForm<Awaited<ReturnType<typeof loadForm>>, WebhookFormValues>(loadForm, {
    defaultValues: valuesOf(endpoint),
  });
  const failedTitle = endpoint ? TEXTS.saveFailed : TEXTS.createFailed;

  const onError = (error: unknown) => {
    const message = errorMessage(error, failedTitle);
    if (applyServerIssues(form, error, { shouldFocus: true }) === 0) setGeneralError(message);
    toast.error(failedTitle, { description: message });
  };

  const onSubmit = form.handleSubmit(({ url, description, eventTypes, isEnabled }) => {
    setGeneralError(null);
    if (endpoint) {
      update.mutate(
        {
          endpointId: endpoint.id,
          changes: { url, description: description || null, eventTypes, isEnabled },
        },
        {
          onSuccess: () => {
            toast.success(TEXTS.saved);
            onOpenChange(false);
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { url, eventTypes, isEnabled, ...(description ? { description } : {}) },
      {
        // No toast: the secret's dialog, which opens now, says it was added (a toast would cover its title on a phone).
        onSuccess: (created) => onCreated?.(created),
        onError,
      },
    );
  });

  const keepOpenWhileSaving = (event: Event) => {
    if (isSaving) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-2xl"
      showCloseButton={!isSaving}
      onEscapeKeyDown={keepOpenWhileSaving}
      onInteractOutside={keepOpenWhileSaving}
    >
      <DialogHeader>
        <DialogTitle>{endpoint ? TEXTS.editTitle : TEXTS.addTitle}</DialogTitle>
        <DialogDescription>{TEXTS.urlHelp}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="grid min-w-0 gap-5" aria-busy={isSaving} onSubmit={onSubmit}>
          <TextField
            control={form.control}
            name="url"
            label={TEXTS.urlLabel}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            required
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            disabled={isSaving}
          />
          <TextField
            control={form.control}
            name="description"
            label={TEXTS.descriptionLabel}
            placeholder={TEXTS.descriptionPlaceholder}
            maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
            disabled={isSaving}
          />
          <WebhookEventsField control={form.control} disabled={isSaving} />
          <EnabledField control={form.control} disabled={isSaving} />
          {generalError && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertDescription className="wrap-anywhere">{generalError}</AlertDescription>
            </Alert>
          )}
          <FormActions
            isSubmitting={isSaving}
            submitLabel={endpoint ? TEXTS.save : TEXTS.create}
            submittingLabel={endpoint ? TEXTS.saving : TEXTS.creating}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </Form>
    </DialogContent>
  );
}

function loadForm() {
  return import('../utils/webhook-form').then((m) => m.WebhookForm);
}

/** «Activo»: a switch with what turning it off means. */
function EnabledField<TTransformed>({
  control,
  disabled,
}: {
  control: Control<WebhookFormValues, unknown, TTransformed>;
  disabled: boolean;
}) {
  return (
    <FormField
      control={control}
      name="isEnabled"
      render={({ field }) => (
        <FormItem className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1.5">
            <FormLabel>{TEXTS.enabledLabel}</FormLabel>
            <FormDescription>{TEXTS.enabledHelp}</FormDescription>
          </div>
          <FormControl>
            <Switch
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
            />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
