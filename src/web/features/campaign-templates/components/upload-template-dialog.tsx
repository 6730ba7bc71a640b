import { TEMPLATE_NAME_MAX_LENGTH } from '@shared/templates/template-texts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { FormActions } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useCreateTemplate } from '../api/create-template';
import { readTemplateFile, type TemplateFileRead } from '../utils/read-template-file';
import { type ServerRefusal, serverRefusal } from '../utils/server-refusal';
import { UPLOAD_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';
import type { TemplateNameFormValues } from '../utils/template-name-form';
import { ServerIssuesAlert } from './server-issues-alert';
import { VariableChips } from './variable-chips';

export type UploadTemplateDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
};

type FileState = { status: 'none' | 'reading' } | ({ status: 'read'; fileName: string } & TemplateFileRead);

/**
 * «Subir plantilla (JSON)»: a campaign file with variables, read in the browser (a file that is not JSON is refused
 * here, in Spanish), its variables shown and its title proposed as «Nombre»; then sent. The server checks the
 * template: its refusal lists each problem with where it is; a name in use (409) shows under «Nombre».
 */
export function UploadTemplateDialog({ open, onOpenChange }: UploadTemplateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <UploadTemplateContent onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function UploadTemplateContent({ onOpenChange }: Omit<UploadTemplateDialogProps, 'open'>) {
  const create = useCreateTemplate();
  const isSending = create.isPending;
  const [file, setFile] = useState<FileState>({ status: 'none' });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const readId = useRef(0);
  const form = useZodForm<Awaited<ReturnType<typeof loadNameForm>>, TemplateNameFormValues>(loadNameForm, {
    defaultValues: { name: '', description: '' },
  });

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    const id = ++readId.current;
    setRefusal(null);
    setFileProblem(null);
    if (!chosen) {
      setFile({ status: 'none' });
      return;
    }
    setFile({ status: 'reading' });
    const read = await readTemplateFile(chosen);
    if (id !== readId.current) return;
    setFile({ status: 'read', fileName: chosen.name, ...read });
    if (!read.ok) setFileProblem(read.message);
    else if (read.title && !form.getFieldState('name').isDirty) form.setValue('name', read.title);
  }

  const onSubmit = form.handleSubmit(({ name, description }) => {
    if (file.status !== 'read' || !file.ok) {
      setFileProblem(file.status === 'read' && !file.ok ? file.message : TEXTS.chooseFile);
      return;
    }
    setRefusal(null);
    create.mutate(
      { name, ...(description ? { description } : {}), content: file.content },
      {
        onSuccess: (template) => {
          toast.success(TEXTS.created, { description: template.name });
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerIssues(form, error, { shouldFocus: true });
          setRefusal(serverRefusal(error, form.getValues(), TEXTS.failed));
          toast.error(TEXTS.failed, { description: errorMessage(error, TEXTS.failed) });
        },
      },
    );
  });

  const keepOpenWhileSending = (event: Event) => {
    if (isSending) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-lg"
      showCloseButton={!isSending}
      onEscapeKeyDown={keepOpenWhileSending}
      onInteractOutside={keepOpenWhileSending}
    >
      <DialogHeader>
        <DialogTitle>{TEXTS.title}</DialogTitle>
        <DialogDescription>{TEXTS.description}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="grid gap-5" aria-busy={isSending} onSubmit={onSubmit}>
          <TemplateFileField file={file} problem={fileProblem} isDisabled={isSending} onChange={chooseFile} />
          <TextField
            control={form.control}
            name="name"
            label={TEXTS.nameLabel}
            required
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            disabled={isSending}
          />
          <TextareaField
            control={form.control}
            name="description"
            label={TEXTS.descriptionLabel}
            rows={3}
            disabled={isSending}
          />
          {refusal && <ServerIssuesAlert message={refusal.message} issues={refusal.issues} />}
          <FormActions
            isSubmitting={isSending}
            submitLabel={TEXTS.confirm}
            submittingLabel={TEXTS.uploading}
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

/** The file input, with what was read of the chosen file (its variables) or why it cannot be used. */
function TemplateFileField({
  file,
  problem,
  isDisabled,
  onChange,
}: {
  file: FileState;
  problem: string | null;
  isDisabled: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  const inputId = useId();
  const statusId = useId();
  const problemId = useId();
  const read = file.status === 'read' && file.ok ? file : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{TEXTS.fileLabel}</Label>
      <Input
        id={inputId}
        type="file"
        accept=".json,application/json"
        required
        disabled={isDisabled}
        aria-invalid={problem !== null}
        aria-describedby={
          [file.status === 'none' ? null : statusId, problem ? problemId : null].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={onChange}
        className="cursor-pointer"
      />
      <div id={statusId} className="grid gap-1 text-muted-foreground text-sm" aria-live="polite">
        {file.status === 'reading' && <p>{TEXTS.reading}</p>}
        {read && read.variables.length > 0 && (
          <>
            <p>{TEXTS.found}</p>
            <VariableChips names={read.variables} />
          </>
        )}
        {read && read.variables.length === 0 && <p>{TEXTS.noneFound}</p>}
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}
