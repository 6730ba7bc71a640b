import type { StoryListItem } from '@shared/api/client-area/stories';
import { PENDING_UPCOMING_LIMIT } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangleIcon,
  ArchiveIcon,
  CalendarClockIcon,
  CheckCircle2Icon,
  ClockIcon,
  InboxIcon,
  UserXIcon,
} from 'lucide-react';
import { Disclosure } from '@/components/layout/disclosure';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { AttachProofProvider } from '@/components/story/proof/attach-proof';
import { isProofRequiredRefusal } from '@/components/story/proof/proof-refusal';
import { Skeleton } from '@/components/ui/skeleton';
import { PENDING_OLD_GROUP_ID } from '@/config/paths';
import {
  useMarkStoryPublished,
  useUndoStoryPublished,
} from '@/features/pending-stories/api/mark-story-published';
import {
  type PendingClock,
  PendingSection,
  PendingStoryGrid,
} from '@/features/pending-stories/components/pending-section';
import { usePendingProofs } from '@/features/pending-stories/hooks/use-pending-proofs';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useClientOverview } from '@/lib/session/get-client-overview';
import { toast } from '@/lib/toast';
import { useServerNow } from '@/lib/use-server-now';

export const PENDING_TEXTS = {
  title: 'Historias Pendientes',
  description: 'Lo que toca publicar: hoy, lo atrasado y los próximos días.',
  empty: 'No hay historias disponibles',
  clientNotFound: 'No se encontraron datos del cliente',
  loadError: 'No se pudieron cargar las historias',
  markedTitle: 'Historia marcada como publicada',
  refusedTitle: 'No se pudo marcar como publicada',
  undo: 'Deshacer',
  old: (n: number) => `Atrasadas antiguas (${n})`,
  oldHint: (shown: number, total: number) =>
    shown < total
      ? `Se muestran las ${shown} más antiguas de ${total}. Las demás están en cada campaña.`
      : 'De hace más de dos días o de campañas ya terminadas: no cuentan como atrasadas ni reciben recordatorios.',
} as const;

/**
 * /dashboard/pending (spec section 2, issue 29 §1): the day starts with today. Para Hoy (in the order they are due),
 * Historias Atrasadas (the recently late, as the agency's board counts them), the old leftovers folded into one
 * «Atrasadas antiguas (N)» row (#atrasadas-antiguas opens it), Próximas Historias (10 at most) and Recientemente
 * Publicadas. A late card says since when («Atrasada desde las 16:00»), by the shared lateness rule at the server's
 * running clock. Late and today's cards can be marked published; each card links to its story in the campaign
 * detail. Where the client's agency requires a proof of posting, «Marcar Publicada» asks for it first (issue 31 §1);
 * published cards offer «Adjuntar prueba».
 */
export function PendingStoriesPage() {
  const query = useClientOverview();
  const queryClient = useQueryClient();
  const markPublished = useMarkStoryPublished();
  const undoPublished = useUndoStoryPublished();
  const proofs = usePendingProofs();

  const mark = (story: StoryListItem) =>
    markPublished.mutate(story, {
      onSuccess: () =>
        toast.success(PENDING_TEXTS.markedTitle, {
          description: story.title,
          action: { label: PENDING_TEXTS.undo, onClick: () => undoPublished.mutate(story) },
        }),
      // Other refusals are only logged (spec section 8); these the client must understand: its campaign requires
      // approving the story first, or its agency a proof of posting (409, with the server's reason).
      onError: (error) => {
        if (isProofRequiredRefusal(error)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.client.me });
          proofs.askProofThenMark(story, mark);
        } else if (isApiError(error) && error.status === 409)
          toast.error(PENDING_TEXTS.refusedTitle, { description: error.message });
      },
    });

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={PENDING_TEXTS.title} description={PENDING_TEXTS.description} />
      <AttachProofProvider value={proofs.attachProof}>
        <PendingContent
          query={query}
          onMarkPublished={(story) =>
            proofs.isProofRequired ? proofs.askProofThenMark(story, mark) : mark(story)
          }
        />
      </AttachProofProvider>
      {proofs.proofDialogs}
    </div>
  );
}

function PendingContent({
  query,
  onMarkPublished,
}: {
  query: ReturnType<typeof useClientOverview>;
  onMarkPublished: Parameters<typeof PendingSection>[0]['onMarkPublished'];
}) {
  if (query.isPending) return <PendingSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <EmptyState icon={UserXIcon} title={PENDING_TEXTS.clientNotFound} />;
    }
    return (
      <LoadError
        title={PENDING_TEXTS.loadError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  return (
    <PendingLists data={query.data} dataUpdatedAt={query.dataUpdatedAt} onMarkPublished={onMarkPublished} />
  );
}

function PendingLists({
  data,
  dataUpdatedAt,
  onMarkPublished,
}: {
  data: NonNullable<ReturnType<typeof useClientOverview>['data']>;
  dataUpdatedAt: number;
  onMarkPublished: Parameters<typeof PendingSection>[0]['onMarkPublished'];
}) {
  const now = useServerNow(data.now, dataUpdatedAt);
  const { overdue, overdueTotal, oldOverdue, oldOverdueTotal, upcoming, upcomingTotal, recentlyPublished } =
    data;
  // Today's in the order they are due: the next one to publish first.
  const dueToday = [...data.dueToday].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  const clock: PendingClock = { timeZone: data.timeZone, now: new Date(now ?? data.now) };
  if (overdueTotal + oldOverdueTotal + dueToday.length + upcoming.length + recentlyPublished.length === 0) {
    return (
      <EmptyState
        icon={InboxIcon}
        title={PENDING_TEXTS.empty}
        description="Cuando tu agencia prepare una campaña, aquí verás cada historia que toca publicar."
      />
    );
  }

  const hiddenOverdue = overdueTotal - overdue.length;
  return (
    <div className="grid gap-8">
      <PendingSection
        title="Para Hoy"
        icon={ClockIcon}
        iconClassName="text-[oklch(0.55_0.15_65)]"
        stories={dueToday}
        emptyText="No hay historias para hoy."
        clock={clock}
        onMarkPublished={onMarkPublished}
      />
      <PendingSection
        title="Historias Atrasadas"
        icon={AlertTriangleIcon}
        iconClassName="text-destructive"
        stories={overdue}
        count={overdueTotal}
        emptyText="No tienes historias atrasadas."
        note={
          hiddenOverdue > 0
            ? `Se muestran las ${overdue.length} más antiguas; hay ${hiddenOverdue} más. Márcalas como publicadas o revísalas en cada campaña.`
            : undefined
        }
        clock={clock}
        onMarkPublished={onMarkPublished}
      />
      {oldOverdueTotal > 0 && (
        <Disclosure
          id={PENDING_OLD_GROUP_ID}
          title={PENDING_TEXTS.old(oldOverdueTotal)}
          icon={ArchiveIcon}
          iconClassName="text-muted-foreground"
        >
          <p className="text-muted-foreground text-sm">
            {PENDING_TEXTS.oldHint(oldOverdue.length, oldOverdueTotal)}
          </p>
          <PendingStoryGrid stories={oldOverdue} clock={clock} onMarkPublished={onMarkPublished} />
        </Disclosure>
      )}
      <PendingSection
        title="Próximas Historias"
        icon={CalendarClockIcon}
        iconClassName="text-primary"
        stories={upcoming.slice(0, PENDING_UPCOMING_LIMIT)}
        count={upcomingTotal}
        emptyText="No hay historias en los próximos días."
        note={
          upcomingTotal > PENDING_UPCOMING_LIMIT
            ? `Se muestran las ${PENDING_UPCOMING_LIMIT} más próximas de ${upcomingTotal}. Las demás están en cada campaña.`
            : undefined
        }
      />
      <PendingSection
        title="Recientemente Publicadas"
        icon={CheckCircle2Icon}
        iconClassName="text-success"
        stories={recentlyPublished}
        emptyText="Todavía no has publicado ninguna historia."
      />
    </div>
  );
}

function PendingSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando historias...
      </p>
      <Skeleton className="h-6 w-56" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} className="h-48 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
