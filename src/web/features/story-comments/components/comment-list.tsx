import { COMMENT_SIDE_LABELS, type CommentSide } from '@shared/comments/comment-rules';
import { formatDateTimeEs } from '@shared/dates';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import type { ThreadComment } from '../api/get-story-comments';
import { formatCommentTime } from '../utils/comment-time';

export const COMMENT_LIST_TEXTS = {
  label: 'Comentarios',
  newSeparator: 'Nuevos',
  you: 'tú',
} as const;

/**
 * The thread, oldest first, as a log (new comments are announced politely). The reader's side is on the right in
 * the brand's colour, the other side on the left; the reader's own comments say «(tú)». Times are in the client's
 * time zone. `unreadSince`: the reader's read mark when the thread was opened — a «Nuevos» line goes before the
 * first comment of the other side written after it.
 */
export function CommentList({
  comments,
  viewerSide,
  timeZone,
  unreadSince,
  now,
  ref,
}: {
  comments: readonly ThreadComment[];
  viewerSide: CommentSide;
  timeZone: string;
  unreadSince: string | null | undefined;
  now?: Date;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const firstNewId =
    unreadSince === undefined
      ? null
      : (comments.find(
          (c) => c.authorSide !== viewerSide && (unreadSince === null || c.createdAt > unreadSince),
        )?.id ?? null);
  return (
    // The log (a polite live region) holds the list, so the list keeps its own semantics.
    <div ref={ref} role="log" aria-label={COMMENT_LIST_TEXTS.label} tabIndex={-1} className="outline-none">
      <ol className="grid content-start gap-3">
        {comments.map((comment) => {
          const isMine = comment.authorSide === viewerSide;
          return (
            <li
              key={comment.id}
              className={cn('grid gap-3', isMine ? 'justify-items-end' : 'justify-items-start')}
              data-own={comment.isOwn || undefined}
            >
              {comment.id === firstNewId && (
                <p
                  className="flex w-full items-center gap-2 font-medium text-primary text-xs"
                  aria-hidden="true"
                >
                  <span className="h-px flex-1 bg-primary/30" />
                  {COMMENT_LIST_TEXTS.newSeparator}
                  <span className="h-px flex-1 bg-primary/30" />
                </p>
              )}
              <article
                className={cn(
                  'grid max-w-[88%] gap-1 rounded-2xl px-3.5 py-2.5 shadow-xs sm:max-w-[80%]',
                  isMine
                    ? 'rounded-br-sm bg-primary/10 text-foreground ring-1 ring-primary/20'
                    : 'rounded-bl-sm bg-muted text-foreground',
                )}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs">
                  <span className="font-semibold text-foreground">
                    {comment.authorName}
                    {comment.isOwn && (
                      <span className="font-normal text-muted-foreground"> ({COMMENT_LIST_TEXTS.you})</span>
                    )}
                  </span>
                  <span
                    className={cn(
                      'rounded-full px-1.5 py-px font-medium text-[0.68rem] uppercase tracking-wide',
                      comment.authorSide === 'agency'
                        ? 'bg-primary text-primary-foreground'
                        : 'bg-secondary text-secondary-foreground',
                    )}
                  >
                    {COMMENT_SIDE_LABELS[comment.authorSide]}
                  </span>
                  <time
                    dateTime={comment.createdAt}
                    title={formatDateTimeEs(comment.createdAt, timeZone)}
                    className="text-muted-foreground"
                  >
                    {formatCommentTime(comment.createdAt, timeZone, now)}
                  </time>
                </p>
                <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{comment.body}</p>
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
