import { SCHEDULE_MESSAGES } from '@shared/api/story-schedule';
import { parseIsoDate } from '@shared/dates';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { BellRingIcon } from 'lucide-react';
import { FormActions } from '@/components/forms/submit-button';
import { Calendar } from '@/components/ui/calendar';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormField, FormItem, FormMessage, useFormField } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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

type DateRange = { startDate: string; endDate: string };

const isoOf = (date: Date) => format(date, 'yyyy-MM-dd');

function daysOf({ startDate, endDate }: DateRange) {
  const from = parseIsoDate(startDate);
  const to = parseIsoDate(endDate);
  return from && to ? { from, to } : undefined;
}

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
  const form = useZodForm(() => import('@shared/api/story-schedule').then((m) => m.MoveCampaignBody), {
    defaultValues: { startDate: campaign.startDate },
  });
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
          Campaña <strong className="text-foreground">{campaign.title}</strong>. Elige su nuevo primer día.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="grid gap-5" aria-busy={isMoving} onSubmit={onSubmit}>
          <FormField
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FormItem>
                <StartDateCalendar
                  value={field.value}
                  onChange={field.onChange}
                  current={campaign}
                  moved={moved}
                  isDisabled={isMoving}
                />
                <FormMessage />
              </FormItem>
            )}
          />
          <p
            aria-live="polite"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border bg-muted/40 p-3 text-sm tabular-nums"
          >
            <span className={moved ? 'text-muted-foreground' : undefined}>{capitalise(current)}</span>
            {moved && <span className="font-medium">→ {formatDateRangeEs(moved)}</span>}
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

/**
 * The new first day on the app's calendar (Spanish, weeks from Monday): the current days are outlined, the
 * resulting ones filled, and each day's name says which it is.
 */
function StartDateCalendar({
  value,
  onChange,
  current,
  moved,
  isDisabled,
}: {
  value: string;
  onChange(value: string): void;
  current: DateRange;
  moved: DateRange | null;
  isDisabled: boolean;
}) {
  const { formItemId, formMessageId, error } = useFormField();
  const selected = parseIsoDate(value) ?? undefined;
  const currentDays = daysOf(current);
  const movedDays = moved ? daysOf(moved) : undefined;
  return (
    <fieldset
      id={formItemId}
      aria-describedby={error ? formMessageId : undefined}
      disabled={isDisabled}
      className="grid min-w-0 gap-2"
    >
      <legend className="mb-2 font-medium text-sm leading-none">{MOVE_CAMPAIGN_TEXTS.dateLabel}</legend>
      <Calendar
        mode="single"
        required
        selected={selected}
        onSelect={(date) => onChange(isoOf(date))}
        defaultMonth={selected}
        className="mx-auto w-full max-w-xs rounded-lg border p-3"
        classNames={{ root: 'w-full' }}
        modifiers={{ current: currentDays ?? [], moved: movedDays ?? [] }}
        modifiersClassNames={{
          current: '[&>button]:ring-1 [&>button]:ring-inset [&>button]:ring-muted-foreground/50',
          moved: '[&>button]:bg-accent [&>button]:font-medium [&>button]:text-accent-foreground',
        }}
        labels={{
          labelDayButton: (date, modifiers) => {
            const name = format(date, 'PPPP', { locale: es });
            if (modifiers.moved) return `${name}, nuevas fechas`;
            return modifiers.current ? `${name}, fechas actuales` : name;
          },
        }}
      />
    </fieldset>
  );
}
