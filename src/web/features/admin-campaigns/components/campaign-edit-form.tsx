import { IMPORT_TEXT_LIMITS } from '@shared/campaign-import/field-limits';
import {
  CAMPAIGN_EDIT_TEXTS,
  type CampaignEditFormValues,
  CampaignEditForm as CampaignEditSchema,
} from '@shared/campaigns/campaign-edit';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/domain/statuses';
import { Loader2Icon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/forms/text-field';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useZodForm } from '@/lib/use-zod-form';

export type CampaignEditFormApi = UseFormReturn<CampaignEditFormValues>;

/** 'Editar Campaña': title, description and status, validated with the API's own rules. */
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
        <FormField
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Estado</FormLabel>
              <Select
                value={field.value}
                onValueChange={(value) => field.onChange(value as CampaignStatus)}
                disabled={isSubmitting}
              >
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {CAMPAIGN_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {CAMPAIGN_STATUS_LABELS[status]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>{CAMPAIGN_EDIT_TEXTS.statusHelp}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isSubmitting ? CAMPAIGN_EDIT_TEXTS.saving : CAMPAIGN_EDIT_TEXTS.save}
          </Button>
        </div>
      </form>
    </Form>
  );
}
