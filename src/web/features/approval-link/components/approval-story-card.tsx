import { formatDateTimeEs } from '@shared/dates';
import { CalendarClockIcon, EyeIcon, QuoteIcon } from 'lucide-react';
import { memo, useRef } from 'react';
import { DECISION_TEXTS } from '@/components/approvals/approval-texts';
import { storyDecisionHandlers } from '@/components/approvals/decision-feedback';
import { type DecisionInFlight, StoryDecision } from '@/components/approvals/story-decision';
import { ApprovalBadge } from '@/components/status/approval-badge';
import { StickerView } from '@/components/story/sticker-view';
import { StoryTypeBadge } from '@/components/story/story-type-badge';
import { useDecideByLink } from '../api/decide-by-link';
import type { ApprovalLinkStory } from '../api/lookup-approval-link';
import { APPROVAL_PAGE_TEXTS } from '../texts';
import { StoryMediaGallery } from './story-media-gallery';

/**
 * One story of the approval page, as it will be published: its files, copy, sticker and when it goes out (in the
 * client's zone), its approval, and, while the request is open and the story not approved, «Aprobar» and «Pedir
 * cambios». After a decision the focus goes to the story's new state, which the toast also says.
 */
export const ApprovalStoryCard = memo(function ApprovalStoryCard({
  token,
  story,
  timeZone,
  isOpen,
  isDayPending,
}: {
  token: string;
  story: ApprovalLinkStory;
  timeZone: string;
  /** The request still takes decisions. */
  isOpen: boolean;
  /** «Aprobar las N historias del día» is being sent (it may include this story). */
  isDayPending: boolean;
}) {
  const decide = useDecideByLink(token);
  const stateRef = useRef<HTMLDivElement>(null);
  const titleId = `aprobar-historia-${story.id}`;
  const { state, comment } = story.approval;
  const canDecide = isOpen && state !== 'approved';
  const inFlight: DecisionInFlight = decide.isPending ? (decide.variables?.[0]?.decision ?? null) : null;
  const focusState = () => requestAnimationFrame(() => stateRef.current?.focus());

  const { onApprove, onRequestChanges } = storyDecisionHandlers(decide, story, focusState);

  return (
    <article
      aria-labelledby={titleId}
      data-approval={state}
      className="grid gap-4 rounded-xl border bg-card p-3.5 shadow-xs sm:p-5"
    >
      <header className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2.5 gap-y-2">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-gradient font-semibold text-sm text-white"
        >
          {story.storyNumber}
        </span>
        <div className="grid min-w-0 gap-1.5">
          <h3 id={titleId} className="font-semibold leading-snug [overflow-wrap:anywhere]">
            <span className="sr-only">Historia {story.storyNumber}: </span>
            {story.title}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <StoryTypeBadge storyType={story.storyType} />
          </div>
        </div>
      </header>

      <p className="flex items-start gap-1.5 text-sm">
        <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="tabular-nums">
          {APPROVAL_PAGE_TEXTS.dueAt(formatDateTimeEs(story.dueAt, timeZone))}
          {story.timeBlock && <span className="text-muted-foreground"> · {story.timeBlock}</span>}
        </span>
      </p>

      <StoryMediaGallery media={story.media} title={`Historia ${story.storyNumber}`} />

      <div className="grid gap-1">
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {APPROVAL_PAGE_TEXTS.copy}
        </p>
        <p className="whitespace-pre-line text-[0.9375rem] leading-relaxed [overflow-wrap:anywhere]">
          {story.copyText}
        </p>
      </div>

      {story.visualDescription?.trim() && (
        <div className="grid gap-1">
          <p className="flex items-center gap-1.5 font-medium text-muted-foreground text-xs uppercase tracking-wide">
            <EyeIcon className="size-3.5" aria-hidden="true" />
            {APPROVAL_PAGE_TEXTS.visualDescription}
          </p>
          <p className="text-foreground/90 text-sm leading-relaxed [overflow-wrap:anywhere]">
            {story.visualDescription}
          </p>
        </div>
      )}

      <StickerView raw={story.stickerInfo} />

      <div className="grid gap-3 border-t pt-3">
        <div
          ref={stateRef}
          tabIndex={-1}
          className="grid gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="sr-only">Estado de la historia {story.storyNumber}:</span>
            <ApprovalBadge state={state} className="text-[0.8125rem]" />
            {story.isPosted && (
              <span className="text-muted-foreground text-xs">{APPROVAL_PAGE_TEXTS.posted}</span>
            )}
          </p>
          {state === 'changes_requested' && comment && (
            <blockquote className="flex gap-2 rounded-md border-destructive/40 border-l-4 bg-destructive/5 px-3 py-2 text-sm">
              <QuoteIcon className="mt-0.5 size-4 shrink-0 text-destructive/70" aria-hidden="true" />
              <span className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">
                <span className="sr-only">{DECISION_TEXTS.yourComment} </span>
                {comment}
              </span>
            </blockquote>
          )}
        </div>
        {canDecide && (
          <StoryDecision
            onApprove={onApprove}
            onRequestChanges={onRequestChanges}
            inFlight={inFlight}
            isDisabled={isDayPending}
            hasRequestedChanges={state === 'changes_requested'}
            initialComment={comment ?? ''}
            describedBy={titleId}
          />
        )}
      </div>
    </article>
  );
});
