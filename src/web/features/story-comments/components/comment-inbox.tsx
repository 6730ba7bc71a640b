import { COMMENT_INBOX_LIMIT, commentsCountLabel, unreadLabel } from '@shared/comments/comment-rules';
import { storyHeading } from '@shared/domain/story-heading';
import { ChevronRightIcon, MessagesSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { LoadError } from '@/components/layout/load-error';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type InboxThread, useCommentInbox } from '../api/get-comment-inbox';
import { formatCommentTime } from '../utils/comment-time';

export type InboxArea = 'admin' | 'client';

export const INBOX_TEXTS = {
  loading: 'Cargando comentarios...',
  loadError: 'No se pudieron cargar los comentarios',
  empty: 'Todavía no hay comentarios',
  emptyHint: (area: InboxArea) =>
    area === 'admin'
      ? 'Cuando un cliente comente una historia, o la comentes tú desde su campaña, la conversación aparecerá aquí.'
      : 'Abre una historia en Mis Campañas y pulsa «Comentarios» para hablar con la agencia sobre ella.',
  listLabel: 'Conversaciones',
  you: 'Tú',
  limit: `Se muestran las ${COMMENT_INBOX_LIMIT} conversaciones más recientes.`,
} as const;

/** A thread's link: its campaign screen with the story shown and its comments opened. */
export function threadHref(area: InboxArea, thread: InboxThread): string {
  const options = { storyId: thread.story.id, source: 'external', comments: true } as const;
  return area === 'admin'
    ? paths.admin.campaign.getHref(thread.story.campaignId, options)
    : paths.dashboard.campaign.getHref(thread.story.campaignId, options);
}

/**
 * «Comentarios»: the reader's threads, those with unread comments first, then by their latest comment. Each one
 * links to its story with the thread open. Admins see the brand of each.
 */
export function CommentInbox({ area }: { area: InboxArea }) {
  const query = useCommentInbox();
  if (query.isPending) return <FullPageStatus message={INBOX_TEXTS.loading} className="min-h-64" />;
  if (query.isError) {
    return (
      <LoadError
        title={INBOX_TEXTS.loadError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { threads } = query.data;
  if (threads.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquareIcon}
        title={INBOX_TEXTS.empty}
        description={INBOX_TEXTS.emptyHint(area)}
      />
    );
  }
  return (
    <section aria-label={INBOX_TEXTS.listLabel} className="grid gap-3">
      <ul className="grid gap-3">
        {threads.map((thread) => (
          <li key={thread.story.id}>
            <InboxItem area={area} thread={thread} />
          </li>
        ))}
      </ul>
      {threads.length >= COMMENT_INBOX_LIMIT && (
        <p className="text-center text-muted-foreground text-xs">{INBOX_TEXTS.limit}</p>
      )}
    </section>
  );
}

function InboxItem({ area, thread }: { area: InboxArea; thread: InboxThread }) {
  const { story, lastComment, unreadCount, commentCount } = thread;
  const isUnread = unreadCount > 0;
  const context = [area === 'admin' ? story.brandName : null, story.campaignTitle, `Día ${story.dayOrder}`]
    .filter(Boolean)
    .join(' · ');
  const when = formatCommentTime(lastComment.createdAt, story.timeZone);
  return (
    <Link
      to={threadHref(area, thread)}
      data-unread={isUnread || undefined}
      className={cn(
        'group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring',
        isUnread && 'border-primary/40 bg-accent/30',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <p className="flex min-w-0 items-baseline justify-between gap-3 text-muted-foreground text-xs">
          <span className="truncate">{context}</span>
          <time dateTime={lastComment.createdAt} className="shrink-0">
            {when}
          </time>
        </p>
        <p className={cn('truncate', isUnread ? 'font-semibold' : 'font-medium')}>
          {storyHeading(story.storyNumber, story.title)}
        </p>
        <p className="line-clamp-2 text-muted-foreground text-sm">
          <span className="font-medium text-foreground">
            {lastComment.isOwn ? INBOX_TEXTS.you : lastComment.authorName}:
          </span>{' '}
          {lastComment.excerpt}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          {isUnread && (
            <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground">
              {unreadLabel(unreadCount)}
            </span>
          )}
          <span className="text-muted-foreground">{commentsCountLabel(commentCount)}</span>
        </p>
      </div>
      <ChevronRightIcon
        className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
