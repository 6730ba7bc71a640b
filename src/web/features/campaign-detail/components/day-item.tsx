import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { summarizeApprovals } from '@shared/approvals/approval-state';
import { formatLongDateEs } from '@shared/dates';
import { DAY_STATUS_LABELS, type DayStatus, dayStatusFromCounts } from '@shared/domain/day-status';
import { progressPercentage } from '@shared/domain/progress';
import { memo, useMemo, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useNearViewport } from '@/lib/use-near-viewport';
import { dayElementId } from '../utils/dom-ids';
import { approvalsCount, storiesCount } from '../utils/format';
import { DayApprovalBar } from './day-approval-bar';
import { DAY_STATUS_BAR, DAY_STATUS_DOT } from './day-status-style';
import { Disclosure } from './disclosure';
import { StoryCard, type StoryCardActions } from './story-card';

/** What a day's header says, computed once per change of the day. */
interface DaySummary {
  total: number;
  posted: number;
  status: DayStatus;
  percent: number;
  longDate: string;
  approvals: string | null;
  /** One readable name for screen readers (the visual header is split in many pieces). */
  accessibleName: string;
}

function summarize(day: CampaignDay, isToday: boolean): DaySummary {
  const total = day.stories.length;
  let posted = 0;
  let skipped = 0;
  for (const story of day.stories) {
    if (story.isPosted) posted++;
    if (story.isSkipped) skipped++;
  }
  const status = dayStatusFromCounts(posted, total, skipped);
  const longDate = formatLongDateEs(day.date);
  const heading = longDate ? `Día ${day.dayOrder} - ${longDate}` : `Día ${day.dayOrder}`;
  const approvals = approvalsCount(summarizeApprovals(day.stories.map((story) => story.approval.state)));
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
  return {
    total,
    posted,
    status,
    percent: progressPercentage(posted, total, skipped),
    longDate,
    approvals,
    accessibleName,
  };
}

/**
 * One day of the campaign as a collapsible section: 'Día N - long date', theme, story count, posted/total and a
 * progress bar in the header; the story cards only while it is open. A day that is not open, not today's nor the
 * next starts as a light row (the same button and name, a plain face) and is drawn fully when it comes near the
 * visible area or is opened: a phone's first screen shows two days, the campaign may have thirty.
 */
export const DayItem = memo(function DayItem({
  campaignId,
  day,
  isToday,
  isOpen,
  isEager,
  onOpenDayChange,
  highlightedStoryId,
  onTogglePosted,
  onSaveCopy,
}: {
  campaignId: string;
  day: CampaignDay;
  isToday: boolean;
  isOpen: boolean;
  /** Drawn fully from the first render (today's day and the next). */
  isEager: boolean;
  onOpenDayChange: (dayId: string | null) => void;
  /** The highlighted story when it belongs to this day, else null (keeps other days from re-rendering). */
  highlightedStoryId: string | null;
} & StoryCardActions) {
  const rowRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(rowRef, isEager || isOpen);
  // Once drawn fully, a day stays so (closing it again must not change its face).
  const wasFull = useRef(false);
  const isFull = wasFull.current || isEager || isOpen || isNear;
  wasFull.current = isFull;
  const summary = useMemo(() => summarize(day, isToday), [day, isToday]);
  const { total, status } = summary;

  return (
    <Disclosure
      ref={rowRef}
      id={dayElementId(day.id)}
      itemProps={{ 'data-status': status }}
      isOpen={isOpen}
      onOpenChange={(open) => onOpenDayChange(open ? day.id : null)}
      headingLevel={3}
      label={summary.accessibleName}
      className={cn(
        'scroll-mt-32 rounded-xl border bg-card shadow-xs transition-shadow data-[state=open]:shadow-md md:scroll-mt-20',
        isToday && 'border-primary/40',
      )}
      triggerClassName="px-3.5 py-4 hover:bg-muted/40 sm:px-5"
      contentClassName="px-2 pt-1 pb-3 sm:px-5 sm:pb-4"
      trigger={<DayHeader day={day} summary={summary} isToday={isToday} isFull={isFull} />}
    >
      {() => (
        <>
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
        </>
      )}
    </Disclosure>
  );
});

/** The button's face: fully drawn (badges, progress bar), or light (the same lines as plain text, same height). */
function DayHeader({
  day,
  summary,
  isToday,
  isFull,
}: {
  day: CampaignDay;
  summary: DaySummary;
  isToday: boolean;
  isFull: boolean;
}) {
  const { total, posted, status, percent, longDate, approvals } = summary;
  const theme = day.theme?.trim();
  return (
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
      {isFull ? (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-muted-foreground text-xs">
          {theme && (
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
      ) : (
        <span className="py-0.5 text-muted-foreground text-xs [overflow-wrap:anywhere]">
          {[theme, storiesCount(total), `${posted}/${total} publicadas`, approvals]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
      <span className="flex items-center gap-2" aria-hidden="true">
        <span className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
          {isFull && (
            <span
              className={cn(
                'absolute inset-y-0 left-0 rounded-full transition-[width]',
                DAY_STATUS_BAR[status],
              )}
              style={{ width: `${percent}%` }}
            />
          )}
        </span>
        <span className="w-9 text-right text-muted-foreground text-xs tabular-nums">{percent}%</span>
      </span>
    </span>
  );
}
