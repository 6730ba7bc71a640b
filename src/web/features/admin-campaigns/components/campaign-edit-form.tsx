import { IMPORT_TEXT_LIMITS } from '@shared/campaign-import/field-limits';
import type { CampaignEditFormValues } from '@shared/campaigns/campaign-edit';
import { CAMPAIGN_EDIT_TEXTS } from '@shared/campaigns/campaign-edit-texts';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES } from '@shared/domain/statuses';
import { type Control, type UseFormReturn, useWatch } from 'react-hook-form';
import { StatusField } from '@/components/forms/status-field';
import { FormActions } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useApprovalPreview } from '../api/get-approval-preview';

export type CampaignEditFormApi = UseFormReturn<CampaignEditFormValues>;

/**
 * 'Editar Campaña': title, description, status and whether stories need the client's approval before «Marcar
 * publicada», validated with the API's own rules. Turning approval on says how many stories it would hold back and
 * asks from when: «Desde mañana» (the default: today's and overdue stories stay as planned) or «Desde ahora».
 */
export function CampaignEditForm({
  campaignId,
  defaultValues,
  isSubmitting,
  onSubmit,
  onCancel,
}: {
  /** The campaign edited: the approval preview is read for it. */
  campaignId: string;
  defaultValues: CampaignEditFormValues;
  isSubmitting: boolean;
  onSubmit: (values: CampaignEditFormValues, form: CampaignEditFormApi) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(() => import('@shared/campaigns/campaign-edit').then((m) => m.CampaignEditForm), {
    defaultValues,
  });
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid grid-cols-1 gap-5"
        aria-busy={isSubmitting}
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      >
        <TextField
          control={form.control}
          name="title"
          label="Título *"
          disabled={isSubmitting}
          maxLength={IMPORT_TEXT_LIMITS.campaignTitle}
        />
        <TextareaField
          control={form.control}
          name="description"
          label="Descripción"
          disabled={isSubmitting}
          maxLength={IMPORT_TEXT_LIMITS.description}
          placeholder="De qué trata la campaña, qué lanza, a quién se dirige..."
        />
        <StatusField
          control={form.control}
          statuses={CAMPAIGN_STATUSES}
          labels={CAMPAIGN_STATUS_LABELS}
          description={CAMPAIGN_EDIT_TEXTS.statusHelp}
          disabled={isSubmitting}
        />
        <FormField
          control={form.control}
          name="requiresApproval"
          render={({ field }) => (
            <FormItem className="flex items-start justify-between gap-4 rounded-lg border p-4">
              <div className="grid gap-1.5">
                <FormLabel className="leading-snug">{CAMPAIGN_EDIT_TEXTS.requiresApproval}</FormLabel>
                <FormDescription>{CAMPAIGN_EDIT_TEXTS.requiresApprovalHelp}</FormDescription>
                <FormMessage />
              </div>
              <FormControl>
                <Switch
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={isSubmitting}
                />
              </FormControl>
            </FormItem>
          )}
        />
        {!defaultValues.requiresApproval && (
          <ApprovalStartField campaignId={campaignId} control={form.control} disabled={isSubmitting} />
        )}
        <FormActions
          isSubmitting={isSubmitting}
          submitLabel={CAMPAIGN_EDIT_TEXTS.save}
          submittingLabel={CAMPAIGN_EDIT_TEXTS.saving}
          onCancel={onCancel}
        />
      </form>
    </Form>
  );
}

/**
 * Shown once the switch turns approval on: how many stories of the coming days will wait for the client, and the
 * choice of when it starts, each option saying what it does to today's and overdue stories.
 */
function ApprovalStartField({
  campaignId,
  control,
  disabled,
}: {
  campaignId: string;
  control: Control<CampaignEditFormValues>;
  disabled: boolean;
}) {
  const isTurningOn = useWatch({ control, name: 'requiresApproval' });
  const preview = useApprovalPreview(campaignId, isTurningOn);
  if (!isTurningOn) return null;
  const held = preview.data?.dueTodayOrOverdue ?? 0;
  const options = [
    {
      value: 'tomorrow' as const,
      label: `${CAMPAIGN_EDIT_TEXTS.approvalFromTomorrow} (recomendado)`,
      help: CAMPAIGN_EDIT_TEXTS.approvalFromHelpTomorrow(held),
    },
    {
      value: 'now' as const,
      label: CAMPAIGN_EDIT_TEXTS.approvalFromNow,
      help: CAMPAIGN_EDIT_TEXTS.approvalFromHelpNow(held),
    },
  ];
  return (
    <FormField
      control={control}
      name="approvalFrom"
      render={({ field }) => (
        <FormItem className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
          <fieldset className="grid min-w-0 gap-3" disabled={disabled}>
            <legend className="mb-1 font-medium text-sm">{CAMPAIGN_EDIT_TEXTS.approvalFrom}</legend>
            <p className="text-sm" role="status">
              {preview.isPending
                ? CAMPAIGN_EDIT_TEXTS.approvalPreviewLoading
                : preview.isError
                  ? CAMPAIGN_EDIT_TEXTS.approvalPreviewFailed
                  : CAMPAIGN_EDIT_TEXTS.approvalPreviewUpcoming(preview.data.dueFromTomorrow)}
            </p>
            {options.map((option) => {
              const id = `approval-from-${option.value}`;
              return (
                <div key={option.value} className="flex items-start gap-3">
                  <input
                    type="radio"
                    id={id}
                    name={field.name}
                    value={option.value}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    onBlur={field.onBlur}
                    aria-describedby={`${id}-ayuda`}
                    className="mt-1 size-4 shrink-0 accent-primary"
                  />
                  <div className="grid min-w-0 gap-0.5">
                    <label htmlFor={id} className="font-medium text-sm leading-snug">
                      {option.label}
                    </label>
                    <p id={`${id}-ayuda`} className="text-muted-foreground text-sm">
                      {preview.isSuccess ? option.help : null}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
