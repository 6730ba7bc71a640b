import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useDeleteTemplate } from '../api/delete-template';
import { DELETE_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';

export type DeleteTemplateDialogProps = {
  template: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * «Eliminar» a template, confirmed in a dialog that names it. Nothing to type: the campaigns made with it do not
 * change, so the loss is only the template. It cannot be closed while deleting; a refusal stays in it.
 */
export function DeleteTemplateDialog({ template, open, onOpenChange }: DeleteTemplateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <DeleteTemplateContent template={template} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function DeleteTemplateContent({ template, onOpenChange }: Omit<DeleteTemplateDialogProps, 'open'>) {
  const deletion = useDeleteTemplate();
  const isDeleting = deletion.isPending;
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    setError(null);
    deletion.mutate(
      { templateId: template.id },
      {
        onSuccess: () => {
          toast.success(TEXTS.deleted, { description: template.name });
          onOpenChange(false);
        },
        onError: (cause) => {
          const message = errorMessage(cause, TEXTS.failed);
          setError(message);
          toast.error(TEXTS.failed, { description: message });
        },
      },
    );
  }

  const keepOpenWhileDeleting = (event: Event) => {
    if (isDeleting) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-md"
      showCloseButton={!isDeleting}
      onEscapeKeyDown={keepOpenWhileDeleting}
      onInteractOutside={keepOpenWhileDeleting}
    >
      <DialogHeader>
        <DialogTitle>{TEXTS.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          ¿Eliminar la plantilla <strong className="text-foreground">{template.name}</strong>? {TEXTS.kept}
        </DialogDescription>
      </DialogHeader>
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isDeleting}>
          Cancelar
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={isDeleting}>
          {isDeleting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {isDeleting ? TEXTS.deleting : TEXTS.confirm}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
