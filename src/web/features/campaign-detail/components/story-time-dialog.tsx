import type { CampaignStory } from '@shared/api/client-area/campaigns';
import type { UpdateStoryTimeBody } from '@shared/api/story-schedule';
import { formatDateEs } from '@shared/dates';
import { timeZoneName } from '@shared/time-zones';
import { BellRingIcon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { FormActions } from '@/components/forms/submit-button';
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
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useCampaign } from '../api/get-campaign';
import { useUpdateStoryTime } from '../api/update-story-time';
import type { StoryTimeFormValues } from '../utils/story-time-form';
import { blockTimeLabel, defaultStoryTime } from '../utils/story-time-labels';

export const STORY_TIME_TEXTS = {
  title: 'Cambiar hora',
  timeLabel: 'Hora (24 h)',
  save: 'Guardar hora',
  saving: 'Guardando...',
  saved: 'Hora actualizada',
  saveFailed: 'No se pudo cambiar la hora',
  reminders: 'Los recordatorios, el calendario y el panel «Hoy» siguen la nueva hora.',
} as const;

export type StoryTimeStory = Pick<
  CampaignStory,
  'id' | 'storyNumber' | 'title' | 'timeBlock' | 'scheduledDate' | 'scheduledTime'
>;

/**
 * «Cambiar hora» of a story (both roles, a published story too): a wall time in the client's zone, or the time of
 * its block (sent as null; typing a time unticks it). The zone is named when the page knows it (the admin area's reminders log). The dialog
 * stays open until the server has stored the time; its refusals show on the field and in a toast.
 */
export function StoryTimeDialog({
  campaignId,
  story,
  open,
  onOpenChange,
}: {
  campaignId: string;
  story: StoryTimeStory;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so the form starts from the stored time every time. */}
      {open && <StoryTimeContent campaignId={campaignId} story={story} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function StoryTimeContent({
  campaignId,
  story,
  onOpenChange,
}: {
  campaignId: string;
  story: StoryTimeStory;
  onOpenChange(open: boolean): void;
}) {
  // The campaign detail is already loaded (this dialog opens from it): its client's zone, for both roles.
  const timeZone = useCampaign(campaignId).data?.campaign.client.timeZone ?? null;
  const mutation = useUpdateStoryTime(campaignId);
  const isSaving = mutation.isPending;
  const form = useZodForm(() => import('../utils/story-time-form').then((m) => m.StoryTimeForm), {
    defaultValues: {
      useBlockTime: story.scheduledTime === null,
      scheduledTime: story.scheduledTime ?? defaultStoryTime(story.timeBlock),
    },
  });
  const storyName = `Historia ${story.storyNumber}: ${story.title}`;

  const onSubmit = form.handleSubmit(({ scheduledTime }) => {
    if (scheduledTime === story.scheduledTime) return onOpenChange(false);
    mutation.mutate(
      { storyId: story.id, scheduledTime },
      {
        onSuccess: ({ story: saved }) => {
          toast.success(STORY_TIME_TEXTS.saved, {
            description: `${storyName}, a las ${saved.scheduledTime ?? defaultStoryTime(saved.timeBlock)}`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerIssues(form, error, { shouldFocus: true });
          toast.error(STORY_TIME_TEXTS.saveFailed, {
            description: isApiError(error) ? error.message : undefined,
          });
        },
      },
    );
  });

  const keepOpenWhileSaving = (event: Event) => {
    if (isSaving) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-md"
      showCloseButton={!isSaving}
      onEscapeKeyDown={keepOpenWhileSaving}
      onInteractOutside={keepOpenWhileSaving}
    >
      <DialogHeader>
        <DialogTitle>{STORY_TIME_TEXTS.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {storyName}
          {story.scheduledDate && <>, el {formatDateEs(story.scheduledDate)}</>}
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="grid gap-5" aria-busy={isSaving} onSubmit={onSubmit}>
          <FormField
            control={form.control}
            name="scheduledTime"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{STORY_TIME_TEXTS.timeLabel}</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      // Typing a time is choosing it over the block's.
                      if (form.getValues('useBlockTime')) form.setValue('useBlockTime', false);
                    }}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="HH:MM"
                    maxLength={5}
                    className="w-28 tabular-nums"
                    disabled={isSaving}
                  />
                </FormControl>
                <FormDescription>
                  {timeZone
                    ? `Hora de la zona del cliente: ${timeZoneName(timeZone)}.`
                    : 'Hora de la zona del cliente.'}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <BlockTimeField form={form} timeBlock={story.timeBlock} isSaving={isSaving} />
          <p className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-muted-foreground text-sm">
            <BellRingIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {STORY_TIME_TEXTS.reminders}
          </p>
          <FormActions
            isSubmitting={isSaving}
            submitLabel={STORY_TIME_TEXTS.save}
            submittingLabel={STORY_TIME_TEXTS.saving}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </Form>
    </DialogContent>
  );
}

/** «Usar la hora de la franja»: ticking it shows the block's time in the field; typing a time unticks it. */
function BlockTimeField({
  form,
  timeBlock,
  isSaving,
}: {
  form: UseFormReturn<StoryTimeFormValues, unknown, UpdateStoryTimeBody>;
  timeBlock: string | null;
  isSaving: boolean;
}) {
  return (
    <FormField
      control={form.control}
      name="useBlockTime"
      render={({ field }) => (
        <FormItem className="flex items-start gap-3">
          <FormControl>
            <input
              type="checkbox"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                field.onChange(checked);
                // The field shows the time that will apply.
                if (checked) form.setValue('scheduledTime', defaultStoryTime(timeBlock));
                form.clearErrors('scheduledTime');
              }}
              disabled={isSaving}
              className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
            />
          </FormControl>
          <FormLabel className="cursor-pointer font-normal leading-snug">
            <span>
              Usar la hora de la franja{' '}
              <span className="whitespace-nowrap">({blockTimeLabel(timeBlock)})</span>
            </span>
          </FormLabel>
        </FormItem>
      )}
    />
  );
}
