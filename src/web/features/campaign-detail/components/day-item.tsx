import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { summarizeApprovals } from '@shared/approvals/approval-state';
import { formatLongDateEs } from '@shared/dates';
import { DAY_STATUS_LABELS, dayStatusFromCounts } from '@shared/domain/day-status';
import { progressPercentage } from '@shared/domain/progress';
import { memo } from 'react';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dayElementId } from '../utils/dom-ids';
import { approvalsCount, storiesCount } from '../utils/format';
import { DayApprovalBar } from './day-approval-bar';
import { DAY_STATUS_BAR, DAY_STATUS_DOT } from './day-status-style';
import { StoryCard, type StoryCardActions } from './story-card';

/**
 * One day of the campaign as an accordion item: 'Día N - long date', theme, story count, posted/total and a
 * progress bar in the header; the story cards only while it is open (closed content is unmounted).
 */
export const DayItem = memo(function DayItem({
  campaignId,
  day,
  isToday,
  highlightedStoryId,
  onTogglePosted,
  onSaveCopy,
}: {
  campaignId: string;
  day: CampaignDay;
  isToday: boolean;
  /** The highlighted story when it belongs to this day, else null (keeps other days from re-rendering). */
  highlightedStoryId: string | null;
} & StoryCardActions) {
  const total = day.stories.length;
  const posted = day.stories.filter((story) => story.isPosted).length;
  const skipped = day.stories.filter((story) => story.isSkipped).length;
  const status = dayStatusFromCounts(posted, total, skipped);
  const percent = progressPercentage(posted, total, skipped);
  const longDate = formatLongDateEs(day.date);
  const heading = longDate ? `Día ${day.dayOrder} - ${longDate}` : `Día ${day.dayOrder}`;
  const approvals = approvalsCount(summarizeApprovals(day.stories.map((story) => story.approval.state)));
  // One readable name for screen readers (the visual header is split in many pieces).
  const accessibleName = [
    heading,
    isToday ? 'Hoy' : null,
    day.theme?.trim() || null,
    storiesCount(total),
    `${posted}/${total} publicadas`,
    approvals,
    DAY_STATUS_LABELS[status],
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <AccordionItem
      value={day.id}
      id={dayElementId(day.id)}
      data-status={status}
      className={cn(
        'scroll-mt-32 rounded-xl border bg-card shadow-xs transition-shadow data-[state=open]:shadow-md md:scroll-mt-20',
        isToday && 'border-primary/40',
      )}
    >
      <AccordionTrigger
        headingLevel={3}
        aria-label={accessibleName}
        className="px-3.5 py-4 hover:bg-muted/40 sm:px-5"
      >
        <span className="grid min-w-0 flex-1 gap-2">
          <span className="flex items-start gap-2">
            <span
              className={cn('mt-2 size-2.5 shrink-0 rounded-full', DAY_STATUS_DOT[status])}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1 font-semibold text-base leading-snug">
              Día {day.dayOrder}
              {longDate && <span className="font-normal text-muted-foreground"> - {longDate}</span>}
              {isToday && <Badge className="ml-2 px-2 py-0 align-[0.1em] text-[0.7rem]">Hoy</Badge>}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-muted-foreground text-xs">
            {day.theme?.trim() && (
              // A long theme wraps: rounded corners instead of the pill's oval, which its lines would poke out of.
              <Badge
                variant="secondary"
                data-slot="day-theme"
                className="max-w-full shrink whitespace-normal rounded-lg text-left [overflow-wrap:anywhere]"
              >
                {day.theme}
              </Badge>
            )}
            <span>{storiesCount(total)}</span>
            <span className="font-medium text-foreground tabular-nums">
              {posted}/{total} publicadas
            </span>
            {approvals && <span className="tabular-nums">{approvals}</span>}
          </span>
          <span className="flex items-center gap-2" aria-hidden="true">
            <span className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
              <span
                className={cn(
                  'absolute inset-y-0 left-0 rounded-full transition-[width]',
                  DAY_STATUS_BAR[status],
                )}
                style={{ width: `${percent}%` }}
              />
            </span>
            <span className="w-9 text-right text-muted-foreground text-xs tabular-nums">{percent}%</span>
          </span>
        </span>
      </AccordionTrigger>
      <AccordionContent className="px-2 pt-1 pb-3 sm:px-5 sm:pb-4">
        <DayApprovalBar day={day} />
        {total === 0 ? (
          <p className="py-4 text-center text-muted-foreground text-sm">Este día no tiene historias.</p>
        ) : (
          <ol className="grid gap-4" aria-label={`Historias del día ${day.dayOrder}`}>
            {day.stories.map((story) => (
              <li key={story.id}>
                <StoryCard
                  campaignId={campaignId}
                  story={story}
                  isHighlighted={story.id === highlightedStoryId}
                  onTogglePosted={onTogglePosted}
                  onSaveCopy={onSaveCopy}
                />
              </li>
            ))}
          </ol>
        )}
      </AccordionContent>
    </AccordionItem>
  );
});
