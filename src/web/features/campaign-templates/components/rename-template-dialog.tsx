import { TEMPLATE_NAME_MAX_LENGTH } from '@shared/templates/template-texts';
import { AlertCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { FormActions } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useUpdateTemplate } from '../api/update-template';
import { RENAME_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';
import type { TemplateNameFormValues } from '../utils/template-name-form';

export type RenameTemplateDialogProps = {
  template: { id: string; name: string; description: string | null };
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** «Renombrar» a template: its name and description (empty clears it); a name in use shows under «Nombre». */
export function RenameTemplateDialog({ template, open, onOpenChange }: RenameTemplateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <RenameTemplateContent template={template} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function RenameTemplateContent({ template, onOpenChange }: Omit<RenameTemplateDialogProps, 'open'>) {
  const update = useUpdateTemplate();
  const isSaving = update.isPending;
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useZodForm<Awaited<ReturnType<typeof loadNameForm>>, TemplateNameFormValues>(loadNameForm, {
    defaultValues: { name: template.name, description: template.description ?? '' },
  });

  const onSubmit = form.handleSubmit(({ name, description }) => {
    setGeneralError(null);
    update.mutate(
      { templateId: template.id, changes: { name, description: description || null } },
      {
        onSuccess: (saved) => {
          toast.success(TEXTS.saved, { description: saved.name });
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
          Plantilla <strong className="text-foreground">{template.name}</strong>.
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

function loadNameForm() {
  return import('../utils/template-name-form').then((m) => m.TemplateNameForm);
}
