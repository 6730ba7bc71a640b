import { MessagesSquareIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { LoadError } from '@/components/layout/load-error';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddStoryComment } from '../api/add-story-comment';
import { type StoryThread as Thread, useStoryComments } from '../api/get-story-comments';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { CommentComposer } from './comment-composer';
import { CommentList } from './comment-list';

export const THREAD_TEXTS = {
  loading: 'Cargando comentarios...',
  loadError: 'No se pudieron cargar los comentarios',
  notFound: 'Esta historia ya no existe o no tienes acceso a ella.',
  sendError: 'No se pudo enviar el comentario',
  empty: 'Todavía no hay comentarios',
  emptyHint: (viewerSide: Thread['viewerSide']) =>
    viewerSide === 'client'
      ? 'Escribe el primero: la agencia lo verá al momento.'
      : 'Escribe el primero: el cliente lo verá al momento.',
  older: (count: number) =>
    count === 1
      ? 'Hay 1 comentario anterior que no se muestra.'
      : `Hay ${count} comentarios anteriores que no se muestran.`,
} as const;

/** Within this distance of the bottom the list follows new comments; further up, the reader keeps their place. */
const STICK_TO_BOTTOM_PX = 80;

/**
 * A story's thread and the field to answer: loads it, marks it read when it opens and whenever a comment of the
 * other side arrives while it is shown (the live event re-reads it), keeps the newest comment in view, and sends.
 * `autoFocus`: put the caret in the field once loaded (not on a phone, where the keyboard would cover the thread).
 */
export function StoryThread({
  storyId,
  campaignId,
  autoFocus = false,
  onStory,
}: {
  storyId: string;
  /** The campaign, when known before the thread loads: its counts are kept in step. */
  campaignId: string | null;
  autoFocus?: boolean;
  /** The story the thread is about, once loaded (for a dialog's title). */
  onStory?: (story: Thread['story']) => void;
}) {
  const query = useStoryComments(storyId);
  const thread = query.data;
  const effectiveCampaignId = campaignId ?? thread?.story.campaignId ?? null;
  const addComment = useAddStoryComment(storyId, effectiveCampaignId);
  const { mutate: markRead } = useMarkThreadRead(effectiveCampaignId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const wasNearBottom = useRef(true);

  // The read mark as it was when the thread opened: the «Nuevos» line stays put while the thread is read.
  const [unreadSince, setUnreadSince] = useState<string | null | undefined>(undefined);
  if (thread && unreadSince === undefined) setUnreadSince(thread.lastReadAt);

  const onStoryRef = useRef(onStory);
  onStoryRef.current = onStory;
  const story = thread?.story;
  useEffect(() => {
    if (story) onStoryRef.current?.(story);
  }, [story]);

  const newestOther = thread?.comments.findLast((c) => c.authorSide !== thread.viewerSide)?.id ?? null;
  useEffect(() => {
    if (newestOther) markRead(storyId);
  }, [newestOther, storyId, markRead]);

  const count = thread?.comments.length ?? 0;
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box && count > 0 && wasNearBottom.current) box.scrollTop = box.scrollHeight;
  }, [count]);

  const isLoaded = thread !== undefined;
  useEffect(() => {
    if (isLoaded && autoFocus) textareaRef.current?.focus();
  }, [isLoaded, autoFocus]);

  const send = async (body: string) => {
    try {
      wasNearBottom.current = true;
      await addComment.mutateAsync(body);
      return true;
    } catch (error) {
      toast.error(THREAD_TEXTS.sendError, {
        description: isApiError(error) ? error.message : undefined,
      });
      return false;
    }
  };

  if (query.isPending) {
    return <FullPageStatus message={THREAD_TEXTS.loading} className="min-h-48 flex-1" />;
  }
  if (query.isError) {
    return (
      <ThreadLoadFailure
        isGone={isApiError(query.error) && query.error.status === 404}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const data = query.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
        onScroll={(event) => {
          const box = event.currentTarget;
          wasNearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_TO_BOTTOM_PX;
        }}
      >
        {data.olderCount > 0 && (
          <p className="mb-3 text-center text-muted-foreground text-xs">
            {THREAD_TEXTS.older(data.olderCount)}
          </p>
        )}
        {data.comments.length === 0 ? <EmptyThread viewerSide={data.viewerSide} /> : null}
        {/* Always present once loaded (even empty), so the first comment written is announced. */}
        <CommentList
          comments={data.comments}
          viewerSide={data.viewerSide}
          timeZone={data.story.timeZone}
          unreadSince={unreadSince}
        />
      </div>
      <div className="border-t bg-card px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <CommentComposer
          viewerSide={data.viewerSide}
          isSending={addComment.isPending}
          onSend={send}
          textareaRef={textareaRef}
        />
      </div>
    </div>
  );
}

/** A thread with no comment yet: what it is for, and who reads it. */
function EmptyThread({ viewerSide }: { viewerSide: Thread['viewerSide'] }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 py-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MessagesSquareIcon className="size-5" aria-hidden="true" />
      </span>
      <p className="font-medium">{THREAD_TEXTS.empty}</p>
      <p className="max-w-xs text-muted-foreground text-sm">{THREAD_TEXTS.emptyHint(viewerSide)}</p>
    </div>
  );
}

/** The thread could not be read: gone (the story was deleted), or «Reintentar». */
function ThreadLoadFailure({
  isGone,
  onRetry,
  isRetrying,
}: {
  isGone: boolean;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="p-4">
      {isGone ? (
        <p className="text-muted-foreground text-sm">{THREAD_TEXTS.notFound}</p>
      ) : (
        <LoadError title={THREAD_TEXTS.loadError} onRetry={onRetry} isRetrying={isRetrying} />
      )}
    </div>
  );
}
