import type { PublishingResponse, PublishingStory } from '@shared/api/client-area/publishing';
import { ArchiveIcon, BanIcon, CheckCircle2Icon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Disclosure } from '@/components/layout/disclosure';
import type { PublishingSections } from '../utils/publishing-view';
import { DayStory, LateLine, ListSection } from './day-story';
import { StoryCard } from './story-card';
import { AllDone, TodayStatus } from './today-status';
import { TODAY_TEXTS } from './today-texts';

interface PublishTodayViewProps {
  data: PublishingResponse;
  sections: PublishingSections;
  /** The server's clock as the screen reckons it (defaults to the answer's `now`). */
  now?: Date;
  isOffline: boolean;
  /** Marks waiting in the outbox for a connection. */
  waitingCount: number;
  onSetPosted: (story: PublishingStory, isPosted: boolean) => void;
  /** Shown when there is nothing to publish today nor overdue. */
  empty: ReactNode;
}

/**
 * 'Publicar hoy' once the list is here: the counts and warnings, today's next story open on top, the rest of the
 * day folded below (a tap opens one), the recent lateness, the old leftovers folded into one «Atrasadas antiguas»
 * row, then today's published stories and tomorrow's, both closed. A late card says since when.
 */
export function PublishTodayView({
  data,
  sections,
  isOffline,
  waitingCount,
  onSetPosted,
  empty,
  now,
}: PublishTodayViewProps) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [collapsedId, setCollapsedId] = useState<string | null>(null);
  // The first next story is simply there; the ones after it come from a tap, and take the focus.
  const firstNextId = useRef(sections.next?.id ?? null);
  const { next, toPublish, recentLate, old, oldTotal } = sections;
  const { publishedToday, skippedToday, tomorrow, todayTotal, todayPosted } = sections;
  const overdueCount = sections.lateCount;
  const hasDueStories =
    next !== null || publishedToday.length > 0 || skippedToday.length > 0 || todayTotal > 0;

  const renderCompact = (story: PublishingStory) => (
    <DayStory
      key={story.id}
      story={story}
      data={data}
      now={now}
      isExpanded={expandedId === story.id}
      takeFocus={collapsedId === story.id}
      onExpand={() => setExpandedId(story.id)}
      onCollapse={() => {
        setCollapsedId(story.id);
        setExpandedId(null);
      }}
      onSetPosted={onSetPosted}
    />
  );

  return (
    // grid-cols-1 (one minmax(0, 1fr) column) at each level: a card's one-line campaign and title truncate inside
    // the phone's width instead of widening the column to their whole length.
    <div className="grid grid-cols-1 gap-5">
      <TodayStatus
        todayPosted={todayPosted}
        todayTotal={todayTotal}
        overdueCount={overdueCount}
        isOffline={isOffline}
        waitingCount={waitingCount}
      />

      {next ? (
        <ListSection id="publicar-siguiente" title={TODAY_TEXTS.next}>
          <LateLine data={data} story={next} now={now} />
          <StoryCard
            key={next.id}
            story={next}
            today={data.today}
            isNext
            onSetPosted={onSetPosted}
            takeFocus={next.id !== firstNextId.current}
          />
        </ListSection>
      ) : hasDueStories ? (
        <AllDone tomorrowCount={tomorrow.length} />
      ) : (
        empty
      )}

      {toPublish.length > 0 && (
        <ListSection id="publicar-pendientes" title={`${TODAY_TEXTS.toPublish} (${toPublish.length})`}>
          {toPublish.map(renderCompact)}
        </ListSection>
      )}

      {/* Today's «No se publicará», right under today's others: a card skipped open stays open here, with «Deshacer». */}
      {skippedToday.length > 0 && (
        <ListSection
          id="publicar-omitidas"
          title={TODAY_TEXTS.skippedToday(skippedToday.length)}
          icon={BanIcon}
        >
          {skippedToday.map(renderCompact)}
        </ListSection>
      )}

      {recentLate.length > 0 && (
        <ListSection id="publicar-atrasadas" title={TODAY_TEXTS.recentLate(recentLate.length)}>
          {recentLate.map(renderCompact)}
        </ListSection>
      )}

      {oldTotal > 0 && (
        <Disclosure
          title={TODAY_TEXTS.old(oldTotal)}
          icon={ArchiveIcon}
          iconClassName="text-muted-foreground"
        >
          <p className="text-muted-foreground text-xs">{TODAY_TEXTS.oldHint(old.length, oldTotal)}</p>
          {old.map(renderCompact)}
        </Disclosure>
      )}

      {publishedToday.length > 0 && (
        <Disclosure title={TODAY_TEXTS.publishedToday(publishedToday.length)} icon={CheckCircle2Icon}>
          {publishedToday.map(renderCompact)}
        </Disclosure>
      )}

      {tomorrow.length > 0 && (
        <Disclosure title={TODAY_TEXTS.tomorrow(tomorrow.length)}>{tomorrow.map(renderCompact)}</Disclosure>
      )}
    </div>
  );
}
