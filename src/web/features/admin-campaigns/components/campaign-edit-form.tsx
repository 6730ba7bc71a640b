import { IMPORT_TEXT_LIMITS } from '@shared/campaign-import/field-limits';
import {
  CAMPAIGN_EDIT_TEXTS,
  type CampaignEditFormValues,
  CampaignEditForm as CampaignEditSchema,
} from '@shared/campaigns/campaign-edit';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES } from '@shared/domain/statuses';
import type { UseFormReturn } from 'react-hook-form';
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

export type CampaignEditFormApi = UseFormReturn<CampaignEditFormValues>;

/**
 * 'Editar Campaña': title, description, status and whether stories need the client's approval before «Marcar
 * publicada», validated with the API's own rules.
 */
export function CampaignEditForm({
  defaultValues,
  isSubmitting,
  onSubmit,
  onCancel,
}: {
  defaultValues: CampaignEditFormValues;
  isSubmitting: boolean;
  onSubmit: (values: CampaignEditFormValues, form: CampaignEditFormApi) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(CampaignEditSchema, { defaultValues });
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
