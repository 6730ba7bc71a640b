import { MoveCampaignBody, SCHEDULE_MESSAGES } from '@shared/api/story-schedule';
import { BellRingIcon } from 'lucide-react';
import { toast } from 'sonner';
import { FormActions } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useMoveCampaign } from '../api/move-campaign';
import { formatDateRangeEs, movedRange } from '../utils/date-range';

export const MOVE_CAMPAIGN_TEXTS = {
  title: 'Mover fechas',
  dateLabel: 'Nuevo primer día',
  confirm: 'Mover campaña',
  moving: 'Moviendo...',
  moved: 'Campaña movida',
  moveFailed: 'No se pudo mover la campaña',
  note: 'Todos los días y sus historias se mueven juntos; las horas no cambian y los recordatorios siguen las nuevas fechas.',
} as const;

export type MoveCampaignDialogProps = {
  campaign: { id: string; title: string; startDate: string; endDate: string };
  open: boolean;
  onOpenChange(open: boolean): void;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * «Mover fechas» of a campaign (admins): a new first day; the dialog shows the current dates and the resulting ones
 * («Del 14 al 16 de dic → del 20 al 22 de dic») before the agency confirms. The server's refusals (the same day,
 * an invalid date) show on the field.
 */
export function MoveCampaignDialog({ campaign, open, onOpenChange }: MoveCampaignDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so the date starts from the campaign's every time. */}
      {open && <MoveCampaignContent campaign={campaign} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function MoveCampaignContent({ campaign, onOpenChange }: Omit<MoveCampaignDialogProps, 'open'>) {
  const move = useMoveCampaign();
  const isMoving = move.isPending;
  const form = useZodForm(MoveCampaignBody, { defaultValues: { startDate: campaign.startDate } });
  const startDate = form.watch('startDate');
  const current = formatDateRangeEs(campaign);
  const moved = startDate !== campaign.startDate ? movedRange(campaign, startDate) : null;

  const onSubmit = form.handleSubmit((values) => {
    if (values.startDate === campaign.startDate) {
      form.setError(
        'startDate',
        { type: 'validate', message: SCHEDULE_MESSAGES.sameDate },
        { shouldFocus: true },
      );
      return;
    }
    move.mutate(
      { campaignId: campaign.id, startDate: values.startDate },
      {
        onSuccess: (result) => {
          toast.success(MOVE_CAMPAIGN_TEXTS.moved, {
            description: `${campaign.title}: ${formatDateRangeEs(result.campaign)}`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerIssues(form, error, { shouldFocus: true });
          toast.error(MOVE_CAMPAIGN_TEXTS.moveFailed, {
            description: isApiError(error) ? error.message : undefined,
          });
        },
      },
    );
  });

  const keepOpenWhileMoving = (event: Event) => {
    if (isMoving) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-md"
      showCloseButton={!isMoving}
      onEscapeKeyDown={keepOpenWhileMoving}
      onInteractOutside={keepOpenWhileMoving}
    >
      <DialogHeader>
        <DialogTitle>{MOVE_CAMPAIGN_TEXTS.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          Campaña <strong className="text-foreground">{campaign.title}</strong>, ahora {current}.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="grid gap-5" aria-busy={isMoving} onSubmit={onSubmit}>
          <TextField
            control={form.control}
            name="startDate"
            label={MOVE_CAMPAIGN_TEXTS.dateLabel}
            type="date"
            required
            className="w-full sm:w-48"
            disabled={isMoving}
          />
          <p
            aria-live="polite"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border bg-muted/40 p-3 text-sm tabular-nums"
          >
            <span className={moved ? 'text-muted-foreground' : undefined}>{capitalise(current)}</span>
            {moved && (
              <>
                <span className="text-muted-foreground">→</span>
                <span className="font-medium">{formatDateRangeEs(moved)}</span>
              </>
            )}
          </p>
          <p className="flex items-start gap-2 text-muted-foreground text-sm">
            <BellRingIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {MOVE_CAMPAIGN_TEXTS.note}
          </p>
          <FormActions
            isSubmitting={isMoving}
            submitLabel={MOVE_CAMPAIGN_TEXTS.confirm}
            submittingLabel={MOVE_CAMPAIGN_TEXTS.moving}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </Form>
    </DialogContent>
  );
}
