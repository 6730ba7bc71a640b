import type { PublishingStory } from '@shared/api/client-area/publishing';
import { CalendarCheckIcon, FolderOpenIcon, RefreshCwIcon, UserXIcon, WifiOffIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { AttachProofProvider } from '@/components/story/proof/attach-proof';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { LinkedStory } from '@/features/publish-today/components/linked-story';
import { PublishTodayView } from '@/features/publish-today/components/publish-today-view';
import { useMarkPosted } from '@/features/publish-today/hooks/use-mark-posted';
import { usePublishToday } from '@/features/publish-today/hooks/use-publish-today';
import { useTodayProofs } from '@/features/publish-today/hooks/use-today-proofs';
import { formatLongDate } from '@/features/publish-today/utils/format';
import { isApiError } from '@/lib/api-client';
import { useWaitingMarkCount } from '@/lib/story-published/use-posted-outbox';
import { toast } from '@/lib/toast';

export const PUBLISH_TODAY_TEXTS = {
  title: 'Publicar hoy',
  empty: 'No tienes historias para publicar hoy',
  emptyHint: 'Cuando tu agencia programe historias para hoy, aparecerán aquí listas para compartir.',
  campaigns: 'Ver mis campañas',
  loadError: 'No se pudo cargar la lista de hoy',
  offline: 'Sin conexión',
  offlineNoData: 'Este dispositivo aún no tiene la lista de hoy. Se cargará en cuanto vuelva la conexión.',
  clientNotFound: 'No se encontraron datos del cliente',
  marked: 'Historia marcada como publicada',
  unmarked: 'Historia marcada como pendiente',
  undo: 'Deshacer',
} as const;

/**
 * /dashboard/today, 'Publicar hoy': the day's stories for the phone in one hand. The next story is open on top
 * with its file, copy and sticker checklist; one tap shares the file with the copy on the clipboard, one more
 * marks it published (queued offline, lib/story-published/posted-outbox.ts). Where the client's agency requires a
 * proof of posting, «Marcar publicada» asks for it first (issue 31 §1), and it goes with the mark; a published card
 * offers «Adjuntar prueba».
 */
export function PublishTodayPage() {
  const { query, data, sections, now, isOffline } = usePublishToday();
  const waitingCount = useWaitingMarkCount();
  const markPosted = useMarkPosted();

  const toastPosted = (story: Pick<PublishingStory, 'id' | 'title'>, isPosted: boolean) =>
    toast.success(isPosted ? PUBLISH_TODAY_TEXTS.marked : PUBLISH_TODAY_TEXTS.unmarked, {
      id: `posted-${story.id}`,
      description: story.title,
      action: { label: PUBLISH_TODAY_TEXTS.undo, onClick: () => markPosted(story.id, !isPosted) },
    });
  const proofs = useTodayProofs({ stories: data?.stories, onMarked: (story) => toastPosted(story, true) });

  const onSetPosted = (story: PublishingStory, isPosted: boolean) => {
    if (isPosted && proofs.isProofRequired) {
      proofs.askProofThenMark(story);
      return;
    }
    markPosted(story.id, isPosted);
    toastPosted(story, isPosted);
  };

  let content: ReactNode;
  if (data && sections) {
    content = (
      <PublishTodayView
        data={data}
        sections={sections}
        {...(now ? { now } : {})}
        isOffline={isOffline}
        waitingCount={waitingCount}
        onSetPosted={onSetPosted}
        empty={
          <EmptyState
            icon={CalendarCheckIcon}
            title={PUBLISH_TODAY_TEXTS.empty}
            description={PUBLISH_TODAY_TEXTS.emptyHint}
          >
            <Button variant="outline" asChild>
              <Link to={paths.dashboard.campaigns.getHref()}>
                <FolderOpenIcon aria-hidden="true" />
                {PUBLISH_TODAY_TEXTS.campaigns}
              </Link>
            </Button>
          </EmptyState>
        }
      />
    );
  } else if (isOffline) {
    content = (
      <EmptyState
        icon={WifiOffIcon}
        title={PUBLISH_TODAY_TEXTS.offline}
        description={PUBLISH_TODAY_TEXTS.offlineNoData}
      >
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCwIcon className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Reintentar
        </Button>
      </EmptyState>
    );
  } else if (query.isError) {
    content =
      isApiError(query.error) && query.error.status === 404 ? (
        <EmptyState icon={UserXIcon} title={PUBLISH_TODAY_TEXTS.clientNotFound} />
      ) : (
        <LoadError
          title={PUBLISH_TODAY_TEXTS.loadError}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
  } else {
    content = <PublishTodaySkeleton />;
  }

  return (
    <AttachProofProvider value={proofs.attachProof}>
      <div className="mx-auto grid w-full max-w-[640px] gap-5">
        <PageHeader
          title={PUBLISH_TODAY_TEXTS.title}
          description={
            data ? <span className="block first-letter:uppercase">{formatLongDate(data.today)}</span> : null
          }
        />
        {/* ?story=<id> (a reminder's link): that story's card, open and focused (linked-story.tsx). */}
        {data && sections && <LinkedStory data={data} onSetPosted={onSetPosted} />}
        {content}
        {proofs.proofDialogs}
      </div>
    </AttachProofProvider>
  );
}

function PublishTodaySkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando historias...
      </p>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="mx-auto aspect-[9/16] w-full max-w-[min(100%,calc(70dvh*9/16))] rounded-xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}
