import type { TemplateDetail } from '@shared/api/campaign-templates';
import { formatDateEs } from '@shared/dates';
import { useDeferredValue, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/forms/submit-button';
import { LoadError } from '@/components/layout/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useActiveClients } from '@/lib/clients/get-active-clients';
import { errorMessage } from '@/lib/error-message';
import { newRequestKey } from '@/lib/request-key';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useTemplate } from '../api/get-template';
import { useStartCampaignFromTemplate } from '../api/start-campaign-from-template';
import { type ServerRefusal, serverRefusal } from '../utils/server-refusal';
import { START_FROM_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';
import {
  automaticVariables,
  browserTomorrow,
  livePreview,
  typedVariables,
} from '../utils/template-live-preview';
import { templateOutline } from '../utils/template-outline';
import { templateSizeLabel } from '../utils/template-page-texts';
import { ServerIssuesAlert } from './server-issues-alert';
import { StartFromTemplateFields, type StartFromTemplateFormApi } from './start-from-template-fields';
import { StartFromTemplatePreview } from './start-from-template-preview';

export type StartFromTemplateDialogProps = {
  template: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * «Nueva campaña desde plantilla» («Usar plantilla»): a client, a first day (tomorrow by default) and a value per
 * variable the template uses, with the campaign's live preview under the form. A value's problem shows under its
 * field once it has been left or the form sent; the server's refusals land the same way (`values.enlace` under
 * «Enlace»), the others in an alert. Creating opens the new campaign.
 */
export function StartFromTemplateDialog({ template, open, onOpenChange }: StartFromTemplateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <StartFromTemplateContent template={template} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function StartFromTemplateContent({ template, onOpenChange }: Omit<StartFromTemplateDialogProps, 'open'>) {
  const query = useTemplate(template.id);
  const [isBusy, setIsBusy] = useState(false);
  const keepOpenWhileCreating = (event: Event) => {
    if (isBusy) event.preventDefault();
  };
  return (
    <DialogContent
      className="sm:max-w-xl"
      showCloseButton={!isBusy}
      onEscapeKeyDown={keepOpenWhileCreating}
      onInteractOutside={keepOpenWhileCreating}
    >
      <DialogHeader>
        <DialogTitle>{TEXTS.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          Plantilla <strong className="text-foreground">{query.data?.name ?? template.name}</strong>. Elige
          para quién, desde qué día y con qué valores.
        </DialogDescription>
      </DialogHeader>
      {query.isPending ? (
        <p className="py-8 text-center text-muted-foreground" role="status">
          {TEXTS.loading}
        </p>
      ) : query.isError ? (
        <LoadError
          title={errorMessage(query.error, TEXTS.loadFailed)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <StartFromTemplateForm detail={query.data} onOpenChange={onOpenChange} onBusyChange={setIsBusy} />
      )}
    </DialogContent>
  );
}

function StartFromTemplateForm({
  detail,
  onOpenChange,
  onBusyChange,
}: {
  detail: TemplateDetail;
  onOpenChange(open: boolean): void;
  onBusyChange(isBusy: boolean): void;
}) {
  const navigate = useNavigate();
  const start = useStartCampaignFromTemplate();
  const clients = useActiveClients();
  const typed = useMemo(() => typedVariables(detail.variables), [detail.variables]);
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  // One key per opening, sent with every submit of it: a retry after a lost answer makes no second campaign.
  const [requestKey] = useState(newRequestKey);
  const form = useZodForm(
    () => import('../utils/start-from-template-form').then((m) => m.startFromTemplateForm(detail.content)),
    {
      mode: 'onTouched',
      defaultValues: {
        clientId: '',
        startDate: browserTomorrow(),
        values: Object.fromEntries(typed.map((variable) => [variable.name, ''])),
      },
    },
  );

  const onSubmit = form.handleSubmit((body) => {
    setRefusal(null);
    onBusyChange(true);
    start.mutate(
      { templateId: detail.id, body, requestKey },
      {
        onSuccess: ({ campaign, totalDays, totalStories }) => {
          toast.success(TEXTS.created, {
            description: `${campaign.title}: del ${formatDateEs(campaign.startDate)} al ${formatDateEs(campaign.endDate)} (${templateSizeLabel({ dayCount: totalDays, storyCount: totalStories })}).`,
          });
          onOpenChange(false);
          navigate(paths.admin.campaign.getHref(campaign.id));
        },
        onError: (error) => {
          applyServerIssues(form, error, { shouldFocus: true });
          setRefusal(serverRefusal(error, form.getValues(), TEXTS.failed));
          toast.error(TEXTS.failed, { description: errorMessage(error, TEXTS.failed) });
        },
        onSettled: () => onBusyChange(false),
      },
    );
  });

  return (
    <Form {...form}>
      <form noValidate className="grid gap-5" aria-busy={start.isPending} onSubmit={onSubmit}>
        <FormBody form={form} detail={detail} clients={clients} isDisabled={start.isPending} />
        {refusal && <ServerIssuesAlert message={refusal.message} issues={refusal.issues} />}
        <FormActions
          isSubmitting={start.isPending}
          submitLabel={TEXTS.confirm}
          submittingLabel={TEXTS.creating}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Form>
  );
}

/** The fields, and under them the live preview computed from what they hold now. */
function FormBody({
  form,
  detail,
  clients,
  isDisabled,
}: {
  form: StartFromTemplateFormApi;
  detail: TemplateDetail;
  clients: ReturnType<typeof useActiveClients>;
  isDisabled: boolean;
}) {
  const typed = useMemo(() => typedVariables(detail.variables), [detail.variables]);
  const outline = useMemo(() => templateOutline(detail.content), [detail.content]);
  const [startDate, values] = useWatch({ control: form.control, name: ['startDate', 'values'] });
  // A long template is filled again on every key: let the typing stay ahead of the preview.
  const watched = useDeferredValue(
    useMemo(() => ({ startDate, values: { ...values } }), [startDate, values]),
  );
  const preview = useMemo(() => livePreview(detail.content, watched), [detail.content, watched]);
  const automatic = automaticVariables(detail.variables).map((variable) => ({
    variable,
    value: preview.values.get(variable.name) ?? '',
  }));
  return (
    <>
      <StartFromTemplateFields
        form={form}
        clientChoices={{
          clients: clients.data?.clients,
          isLoading: clients.isPending,
          isError: clients.isError,
        }}
        typed={typed}
        automatic={automatic}
        isDisabled={isDisabled}
      />
      <StartFromTemplatePreview outline={outline} preview={preview} />
    </>
  );
}
