import type { PublishingResponse, PublishingStory } from '@shared/api/client-area/publishing';
import { lateSinceLabel } from '@shared/domain/lateness';
import {
  AlertTriangleIcon,
  ArchiveIcon,
  BanIcon,
  CheckCircle2Icon,
  CloudUploadIcon,
  PartyPopperIcon,
  WifiOffIcon,
} from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Disclosure } from '@/components/layout/disclosure';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { OUTBOX_TEXTS } from '@/lib/story-published/outbox-texts';
import { overdueLabel, todayCountLabel } from '../utils/format';
import { latenessOf, type PublishingSections } from '../utils/publishing-view';
import { CompactStoryCard } from './compact-story-card';
import { StoryCard } from './story-card';

export const TODAY_TEXTS = {
  next: 'Siguiente historia',
  toPublish: 'Por publicar',
  publishedToday: (n: number) => `Publicadas hoy (${n})`,
  skippedToday: (n: number) => `No se publicarán hoy (${n})`,
  tomorrow: (n: number) => `Mañana (${n})`,
  allDone: '¡Todo publicado por hoy!',
  allDoneHint: (tomorrow: number) =>
    tomorrow === 0
      ? 'Buen trabajo. Mañana no tienes historias programadas.'
      : `Buen trabajo. Mañana ${tomorrow === 1 ? 'tienes 1 historia' : `tienes ${tomorrow} historias`}: las verás aquí.`,
  overdueHint: 'Publícalas cuanto antes, o indica que no se publicarán.',
  recentLate: (n: number) => `Atrasadas recientes (${n})`,
  old: (n: number) => `Atrasadas antiguas (${n})`,
  oldHint: (shown: number, total: number) =>
    shown < total
      ? `Se muestran las ${shown} más recientes de ${total}. Las demás están en cada campaña.`
      : 'De hace más de dos días o de campañas ya terminadas: no cuentan como atrasadas ni reciben recordatorios.',
  // The app shell already says 'Sin conexión: ves la última copia guardada.'; this says what happens to marks.
  offline: 'Tus marcas se guardan en este teléfono',
  offlineHint: 'Lo que marques como publicado se enviará solo al volver la conexión.',
} as const;

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
}: {
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
}) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [collapsedId, setCollapsedId] = useState<string | null>(null);
  // The first next story is simply there; the ones after it come from a tap, and take the focus.
  const firstNextId = useRef(sections.next?.id ?? null);
  const {
    next,
    toPublish,
    recentLate,
    old,
    oldTotal,
    publishedToday,
    skippedToday,
    tomorrow,
    todayTotal,
    todayPosted,
  } = sections;
  const overdueCount = sections.lateCount;
  // "Atrasada desde las 16:00" above a late card, in the client's wall time (the shared rule at the server's now).
  const lateLine = (story: PublishingStory) => {
    if (story.status !== 'overdue') return null;
    const label = lateSinceLabel(latenessOf(data, story, now));
    return label ? (
      <p className="font-medium text-destructive text-xs" data-testid="late-since">
        {label}
      </p>
    ) : null;
  };
  const hasDueStories =
    next !== null || publishedToday.length > 0 || skippedToday.length > 0 || todayTotal > 0;

  const renderCompact = (story: PublishingStory) => (
    <div key={story.id} className="grid grid-cols-1 gap-1">
      {lateLine(story)}
      {renderCard(story)}
    </div>
  );
  const renderCard = (story: PublishingStory) =>
    expandedId === story.id ? (
      <StoryCard
        key={story.id}
        story={story}
        today={data.today}
        onSetPosted={onSetPosted}
        onCollapse={() => {
          setCollapsedId(story.id);
          setExpandedId(null);
        }}
        takeFocus
      />
    ) : (
      <CompactStoryCard
        key={story.id}
        story={story}
        today={data.today}
        onExpand={() => setExpandedId(story.id)}
        takeFocus={collapsedId === story.id}
      />
    );

  return (
    // grid-cols-1 (one minmax(0, 1fr) column) at each level: a card's one-line campaign and title truncate inside
    // the phone's width instead of widening the column to their whole length.
    <div className="grid grid-cols-1 gap-5">
      <div className="grid gap-3">
        {todayTotal > 0 && (
          <div className="grid gap-1.5">
            <p className="font-medium text-sm">{todayCountLabel(todayPosted, todayTotal)}</p>
            <Progress value={(todayPosted / todayTotal) * 100} aria-label="Publicadas hoy" className="h-2" />
          </div>
        )}
        {overdueCount > 0 && (
          <Alert variant="destructive" role="status">
            <AlertTriangleIcon aria-hidden="true" />
            <AlertTitle>{overdueLabel(overdueCount)}</AlertTitle>
            <AlertDescription>{TODAY_TEXTS.overdueHint}</AlertDescription>
          </Alert>
        )}
        {isOffline && (
          <Alert variant="warning" role="status">
            <WifiOffIcon aria-hidden="true" />
            <AlertTitle>{TODAY_TEXTS.offline}</AlertTitle>
            <AlertDescription>{TODAY_TEXTS.offlineHint}</AlertDescription>
          </Alert>
        )}
        <p
          aria-live="polite"
          className={cn(
            'flex items-center gap-2 rounded-lg bg-info/10 px-3 py-2 font-medium text-info text-sm',
            waitingCount === 0 && 'sr-only',
          )}
        >
          {waitingCount > 0 && (
            <>
              <CloudUploadIcon className="size-4 shrink-0" aria-hidden="true" />
              {OUTBOX_TEXTS.waiting(waitingCount)}
            </>
          )}
        </p>
      </div>

      {next ? (
        <section aria-labelledby="publicar-siguiente" className="grid grid-cols-1 gap-2">
          <h2
            id="publicar-siguiente"
            className="font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            {TODAY_TEXTS.next}
          </h2>
          {lateLine(next)}
          <StoryCard
            key={next.id}
            story={next}
            today={data.today}
            isNext
            onSetPosted={onSetPosted}
            takeFocus={next.id !== firstNextId.current}
          />
        </section>
      ) : hasDueStories ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-success/30 bg-success/5 px-6 py-8 text-center">
          <PartyPopperIcon className="size-8 text-success" aria-hidden="true" />
          <h2 className="font-semibold text-lg">{TODAY_TEXTS.allDone}</h2>
          <p className="max-w-sm text-muted-foreground text-sm">{TODAY_TEXTS.allDoneHint(tomorrow.length)}</p>
        </div>
      ) : (
        empty
      )}

      {toPublish.length > 0 && (
        <section aria-labelledby="publicar-pendientes" className="grid grid-cols-1 gap-2">
          <h2
            id="publicar-pendientes"
            className="font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            {TODAY_TEXTS.toPublish} ({toPublish.length})
          </h2>
          <div className="grid grid-cols-1 gap-2">{toPublish.map(renderCompact)}</div>
        </section>
      )}

      {/* Today's «No se publicará», right under today's others: a card skipped open stays open here, with «Deshacer». */}
      {skippedToday.length > 0 && (
        <section aria-labelledby="publicar-omitidas" className="grid grid-cols-1 gap-2">
          <h2
            id="publicar-omitidas"
            className="flex items-center gap-2 font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            <BanIcon className="size-4 shrink-0" aria-hidden="true" />
            {TODAY_TEXTS.skippedToday(skippedToday.length)}
          </h2>
          <div className="grid grid-cols-1 gap-2">{skippedToday.map(renderCompact)}</div>
        </section>
      )}

      {recentLate.length > 0 && (
        <section aria-labelledby="publicar-atrasadas" className="grid grid-cols-1 gap-2">
          <h2
            id="publicar-atrasadas"
            className="font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            {TODAY_TEXTS.recentLate(recentLate.length)}
          </h2>
          <div className="grid grid-cols-1 gap-2">{recentLate.map(renderCompact)}</div>
        </section>
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
