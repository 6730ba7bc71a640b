import { DUPLICATE_TEXTS } from '@shared/campaigns/duplicate-texts';
import { AlertCircleIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/forms/submit-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useActiveClients } from '@/lib/clients/get-active-clients';
import { errorMessage } from '@/lib/error-message';
import { newRequestKey } from '@/lib/request-key';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useDuplicateCampaign } from '../api/duplicate-campaign';
import { browserToday, defaultCopyStartDate, formatDateRangeEs } from '../utils/date-range';
import { MIN_REPEATED_COPIES, DUPLICATE_DIALOG_TEXTS as TEXTS } from '../utils/duplicate-campaign-texts';
import { DuplicateCampaignFields } from './duplicate-campaign-fields';

export type DuplicateCampaignDialogProps = {
  campaign: { id: string; title: string; endDate: string; client: { id: string; brandName: string } };
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * «Duplicar…» of a campaign (admins, issue 33): copies for the same or another active client from a new first day,
 * optionally with the stories' times moved and repeated every week or month. One copy opens it; several leave the
 * agency on the list. The server's refusals show on their field (a story that would pass midnight on «Cambiar la
 * hora…», overlapping copies on «Número de copias»), any other in an alert above the buttons.
 */
export function DuplicateCampaignDialog({ campaign, open, onOpenChange }: DuplicateCampaignDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: the form and the request key start anew with every opening. */}
      {open && <DuplicateCampaignContent campaign={campaign} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function DuplicateCampaignContent({ campaign, onOpenChange }: Omit<DuplicateCampaignDialogProps, 'open'>) {
  const navigate = useNavigate();
  const duplicate = useDuplicateCampaign();
  const clients = useActiveClients();
  const isDuplicating = duplicate.isPending;
  // One key per opening, sent with every submit of it: a double click or a retry after an error makes no second copy.
  const [requestKey] = useState(newRequestKey);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useZodForm(
    () => import('../utils/duplicate-campaign-form').then((m) => m.DuplicateCampaignForm),
    {
      defaultValues: {
        clientId: campaign.client.id,
        startDate: defaultCopyStartDate(campaign.endDate, browserToday()),
        title: campaign.title,
        timeShiftMinutes: '0',
        every: 'none',
        count: String(MIN_REPEATED_COPIES),
        notifyClient: true,
      },
    },
  );

  const onSubmit = form.handleSubmit((body) => {
    setGeneralError(null);
    duplicate.mutate(
      { campaignId: campaign.id, body, requestKey },
      {
        onSuccess: ({ client, campaigns }) => {
          const [first] = campaigns;
          const last = campaigns.at(-1);
          toast.success(DUPLICATE_TEXTS.done(campaigns.length), {
            description:
              first && last
                ? `${first.title} · ${client.brandName}: ${formatDateRangeEs({ startDate: first.startDate, endDate: last.endDate })}`
                : undefined,
          });
          onOpenChange(false);
          if (campaigns.length === 1 && first) navigate(paths.admin.campaign.getHref(first.id));
        },
        onError: (error) => {
          const message = errorMessage(error, TEXTS.failed);
          if (applyServerIssues(form, error, { shouldFocus: true }) === 0) setGeneralError(message);
          toast.error(TEXTS.failed, { description: message });
        },
      },
    );
  });

  const keepOpenWhileDuplicating = (event: Event) => {
    if (isDuplicating) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-lg"
      showCloseButton={!isDuplicating}
      onEscapeKeyDown={keepOpenWhileDuplicating}
      onInteractOutside={keepOpenWhileDuplicating}
    >
      <DialogHeader>
        <DialogTitle>{TEXTS.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          Campaña <strong className="text-foreground">{campaign.title}</strong>. Elige para quién y desde qué
          día.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="grid gap-5" aria-busy={isDuplicating} onSubmit={onSubmit}>
          <DuplicateCampaignFields
            form={form}
            ownClient={campaign.client}
            clientChoices={{
              clients: clients.data?.clients,
              isLoading: clients.isPending,
              isError: clients.isError,
            }}
            isDisabled={isDuplicating}
          />
          <p className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-muted-foreground text-sm">
            <CopyIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {TEXTS.copied}
          </p>
          {generalError && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertDescription>{generalError}</AlertDescription>
            </Alert>
          )}
          <FormActions
            isSubmitting={isDuplicating}
            submitLabel={TEXTS.confirm}
            submittingLabel={TEXTS.duplicating}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </Form>
    </DialogContent>
  );
}
