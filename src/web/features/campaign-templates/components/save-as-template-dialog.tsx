import type { SaveAsTemplateBody } from '@shared/api/campaign-templates';
import { TEMPLATE_NAME_MAX_LENGTH } from '@shared/templates/template-texts';
import { AlertCircleIcon, BookmarkPlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useSaveCampaignAsTemplate } from '../api/save-campaign-as-template';
import { SAVE_AS_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';

export type SaveAsTemplateDialogProps = {
  campaign: { id: string; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
};

type SaveAsTemplateFormValues = { name: string; description: string; useVariables: boolean };
type SaveAsTemplateFormApi = UseFormReturn<SaveAsTemplateFormValues, unknown, SaveAsTemplateBody>;

/**
 * «Guardar como plantilla» of a campaign (issue 33 §2): «Nombre» (the campaign's title to start with), an optional
 * «Descripción» and «Usar variables» (on: the client's brand becomes {marca} and the automation's page {enlace}).
 * A name in use (409) shows under «Nombre»; the toast offers «Ver plantillas».
 */
export function SaveAsTemplateDialog({ campaign, open, onOpenChange }: SaveAsTemplateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <SaveAsTemplateContent campaign={campaign} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function SaveAsTemplateContent({ campaign, onOpenChange }: Omit<SaveAsTemplateDialogProps, 'open'>) {
  const navigate = useNavigate();
  const save = useSaveCampaignAsTemplate();
  const isSaving = save.isPending;
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useZodForm(() => import('@shared/api/campaign-templates').then((m) => m.SaveAsTemplateBody), {
    defaultValues: { name: campaign.title, description: '', useVariables: true },
  });

  const onSubmit = form.handleSubmit(({ name, description, useVariables }) => {
    setGeneralError(null);
    save.mutate(
      { campaignId: campaign.id, body: { name, ...(description ? { description } : {}), useVariables } },
      {
        onSuccess: (template) => {
          toast.success(TEXTS.saved, {
            description: template.name,
            action: { label: TEXTS.seeTemplates, onClick: () => navigate(paths.admin.templates.getHref()) },
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const message = errorMessage(error, TEXTS.failed);
          if (applyServerIssues(form, error, { shouldFocus: true }) === 0) setGeneralError(message);
          toast.error(TEXTS.failed, { description: message });
        },
      },
    );
  });

  const keepOpenWhileSaving = (event: Event) => {
    if (isSaving) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-lg"
      showCloseButton={!isSaving}
      onEscapeKeyDown={keepOpenWhileSaving}
      onInteractOutside={keepOpenWhileSaving}
    >
      <DialogHeader>
        <DialogTitle>{TEXTS.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          Campaña <strong className="text-foreground">{campaign.title}</strong>. La plantilla servirá para
          crear campañas parecidas para cualquier cliente.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="grid gap-5" aria-busy={isSaving} onSubmit={onSubmit}>
          <TextField
            control={form.control}
            name="name"
            label={TEXTS.nameLabel}
            required
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            disabled={isSaving}
          />
          <TextareaField
            control={form.control}
            name="description"
            label={TEXTS.descriptionLabel}
            rows={3}
            disabled={isSaving}
          />
          <UseVariablesField form={form} isDisabled={isSaving} />
          <p className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-muted-foreground text-sm">
            <BookmarkPlusIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {TEXTS.kept}
          </p>
          {generalError && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertDescription>{generalError}</AlertDescription>
            </Alert>
          )}
          <FormActions
            isSubmitting={isSaving}
            submitLabel={TEXTS.confirm}
            submittingLabel={TEXTS.saving}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </Form>
    </DialogContent>
  );
}

/** «Usar variables», on by default, with what it does as its description. */
function UseVariablesField({ form, isDisabled }: { form: SaveAsTemplateFormApi; isDisabled: boolean }) {
  return (
    <FormField
      control={form.control}
      name="useVariables"
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
            <FormLabel className="cursor-pointer font-normal leading-snug">
              {TEXTS.useVariablesLabel}
            </FormLabel>
            <FormDescription>{TEXTS.useVariablesHelp}</FormDescription>
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  );
}
