import { formatDateEs } from '@shared/dates';
import { CheckCircle2Icon, InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { START_FROM_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';
import type { LivePreview } from '../utils/template-live-preview';
import type { TemplateOutline } from '../utils/template-outline';
import { TemplateText } from './template-text';

/** How many stories the live preview shows, from the first day on. */
export const PREVIEW_STORY_COUNT = 3;

/**
 * The live preview under «Nueva campaña desde plantilla»: the campaign's title, its dates and the first stories'
 * copy with the values typed so far (highlighted), the variables still without a value shown as `{producto}`.
 * Computed in the browser with fillTemplate's rules (`livePreview`); the server fills the template again.
 */
export function StartFromTemplatePreview({
  outline,
  preview,
}: {
  outline: TemplateOutline;
  preview: LivePreview;
}) {
  const headingId = useId();
  const stories = outline.days.flatMap((day) => day.stories.map((story) => ({ day, story })));
  const shown = stories.slice(0, PREVIEW_STORY_COUNT);
  const { dates, values, isComplete } = preview;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
      <h3 id={headingId} className="font-semibold text-sm">
        {TEXTS.previewTitle}
      </h3>
      <p className="flex items-start gap-2 text-muted-foreground text-xs">
        {isComplete ? (
          <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
        )}
        {isComplete ? TEXTS.previewReady : TEXTS.previewPending}
      </p>
      <div className="grid gap-0.5">
        <p className="font-semibold" data-testid="template-preview-title">
          <TemplateText text={outline.title} values={values} />
        </p>
        {dates && (
          <p className="text-muted-foreground text-sm tabular-nums">
            {dates.startDate === dates.endDate
              ? `El ${formatDateEs(dates.startDate)}`
              : `Del ${formatDateEs(dates.startDate)} al ${formatDateEs(dates.endDate)}`}
          </p>
        )}
      </div>
      <ol className="grid gap-2">
        {shown.map(({ day, story }) => (
          <li key={story.key} className="grid gap-0.5 rounded-md bg-card p-2 text-sm">
            <p className="text-muted-foreground text-xs">
              {[`Día ${day.position}`, story.blockName || null, story.time || null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <TemplateText text={story.copy} values={values} />
          </li>
        ))}
      </ol>
      {stories.length > shown.length && (
        <p className="text-muted-foreground text-xs">{TEXTS.previewMore(stories.length - shown.length)}</p>
      )}
    </section>
  );
}
