import type { PublishingStory } from '@shared/api/client-area/publishing';
import { ChevronUpIcon, ClockIcon, LockIcon, MessageSquareWarningIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  APPROVAL_NOTICE_TEXTS,
  type ApprovalConfirmation,
  type ApprovalNotice,
  approvalNotice,
  markConfirmation,
} from '@/components/approvals/approval-notice';
import {
  LazyApprovalConfirmDialog,
  preloadApprovalConfirm,
} from '@/components/approvals/lazy-approval-confirm-dialog';
import { ApprovalBadge } from '@/components/status/approval-badge';
import { StoryStatusBadge } from '@/components/status/story-status-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { COPIED_TEXTS } from '../utils/copied-toast';
import { dueLabel } from '../utils/format';
import { CopyChip } from './copy-chip';
import { ACTION_TEXTS, StoryActions } from './story-actions';
import { StoryChecklist } from './story-checklist';
import { NoMediaNotice, StoryMediaStrip } from './story-media-strip';

/** Why «Marcar publicada» waits (its campaign requires approval and the story is not approved), else null. */
export function publishBlockedReason(story: PublishingStory): string | null {
  const notice = approvalNotice(story);
  return notice && !notice.canMark ? `${notice.title}. ${notice.hint}` : null;
}

// The confirmation is a dialog: its own chunk, loaded when the share button is pointed at, focused or pressed.
const ApprovalConfirmDialog = LazyApprovalConfirmDialog;
const preloadConfirm = preloadApprovalConfirm;

/** What the confirmation says before sharing or marking, for this notice. */
function shareConfirmation(notice: ApprovalNotice, run: () => void): ApprovalConfirmation {
  return {
    title: APPROVAL_NOTICE_TEXTS.shareTitle,
    description:
      notice.kind === 'changes_requested'
        ? APPROVAL_NOTICE_TEXTS.shareChanges
        : APPROVAL_NOTICE_TEXTS.sharePending,
    confirmLabel: APPROVAL_NOTICE_TEXTS.shareConfirm,
    onConfirm: run,
  };
}

/** 'Café Aurora · Día 3'. */
const campaignLine = (story: PublishingStory) => `${story.campaignTitle} · Día ${story.dayOrder}`;

/**
 * A story with everything needed to post it by hand: its files (9:16), when and for which campaign, the copy,
 * the sticker checklist, and the two actions, kept at the foot of the screen while the card is in view.
 */
export function StoryCard({
  story,
  today,
  isNext = false,
  onSetPosted,
  onCollapse,
  takeFocus = false,
}: {
  story: PublishingStory;
  today: string;
  /** The story to publish now (highlighted). */
  isNext?: boolean;
  onSetPosted: (story: PublishingStory, isPosted: boolean) => void;
  onCollapse?: () => void;
  /**
   * Shown in answer to a tap (opened, or the next one after a mark): the focus moves to the card, and its top is
   * brought into view if it is above the screen.
   */
  takeFocus?: boolean;
}) {
  const titleId = useId();
  const articleRef = useRef<HTMLElement>(null);
  const notice = approvalNotice(story);
  const blockedReason = publishBlockedReason(story);
  const [confirmation, setConfirmation] = useState<ApprovalConfirmation | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the card appears
  useEffect(() => {
    const article = articleRef.current;
    if (!takeFocus || !article) return;
    article.focus({ preventScroll: true });
    if (article.getBoundingClientRect().top < 0)
      article.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  const [mediaIndex, setMediaIndex] = useState(0);
  const media = story.media[Math.min(mediaIndex, story.media.length - 1)];

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-story-id={story.id}
      className={cn(
        'scroll-mt-20 rounded-xl border bg-card shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
        story.status === 'overdue' && 'border-destructive/40',
        isNext && 'ring-2 ring-primary/20',
      )}
    >
      <header className="grid grid-cols-1 gap-1.5 p-4 pb-3">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 truncate text-muted-foreground text-xs">{campaignLine(story)}</p>
          {onCollapse && (
            <Button
              variant="ghost"
              size="icon"
              className="-mt-2 -mr-2 size-9 shrink-0"
              aria-label={`Plegar «${story.title}»`}
              onClick={onCollapse}
            >
              <ChevronUpIcon aria-hidden="true" />
            </Button>
          )}
        </div>
        <h3 id={titleId} className="font-semibold text-lg leading-snug">
          {story.title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 font-medium text-sm">
            <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            {dueLabel(story, today)}
          </span>
          <StoryStatusBadge status={story.status} />
          {story.approval !== 'not_requested' && <ApprovalBadge state={story.approval} />}
        </div>
        {notice && <ApprovalNoticeBox story={story} notice={notice} />}
      </header>

      <div className="px-4">
        {story.media.length > 0 ? (
          <StoryMediaStrip
            media={story.media}
            title={story.title}
            index={Math.min(mediaIndex, story.media.length - 1)}
            onIndexChange={setMediaIndex}
          />
        ) : (
          <NoMediaNotice visualDescription={story.visualDescription} />
        )}
      </div>

      <StoryCardText story={story} />

      <StoryActions
        story={story}
        media={media}
        blockedReason={blockedReason}
        confirmShare={notice ? (share) => setConfirmation(shareConfirmation(notice, share)) : undefined}
        onShareIntent={notice ? preloadConfirm : undefined}
        onSetPosted={(isPosted) => {
          // Changes asked for and not required to approve: the server would post it; the brand is asked first.
          if (isPosted && notice?.canMark) {
            preloadConfirm();
            setConfirmation(markConfirmation(() => onSetPosted(story, true)));
          } else onSetPosted(story, isPosted);
        }}
        className="sticky bottom-0 z-10 rounded-b-xl border-t bg-card/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-card/85"
      />
      <MountedOnceOpen open={confirmation !== null}>
        <ApprovalConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
      </MountedOnceOpen>
    </article>
  );
}

/** The copy to paste (with «Copiar» when the card has files), the sticker checklist and the agency's notes. */
function StoryCardText({ story }: { story: PublishingStory }) {
  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h4 className="font-semibold text-sm">Texto</h4>
          {story.media.length > 0 && (
            <CopyChip
              label={ACTION_TEXTS.copy}
              name={ACTION_TEXTS.copy}
              value={story.copyText}
              description={COPIED_TEXTS.pasteHint}
            />
          )}
        </div>
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded-lg bg-muted/60 p-3 text-sm leading-relaxed">
          {story.copyText}
        </p>
      </div>
      <StoryChecklist story={story} />
      {story.notes && (
        <div className="grid gap-1">
          <h4 className="font-semibold text-sm">Notas</h4>
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-muted-foreground text-sm">
            {story.notes}
          </p>
        </div>
      )}
    </div>
  );
}

/**
 * Why the story should wait, on top of its card: «Pediste cambios: espera la versión corregida» or «Pendiente de
 * tu aprobación», what it means for publishing, and the link to the story in its campaign (approve, comments).
 */
function ApprovalNoticeBox({ story, notice }: { story: PublishingStory; notice: ApprovalNotice }) {
  const Icon = notice.kind === 'changes_requested' ? MessageSquareWarningIcon : LockIcon;
  return (
    <div
      className={cn(
        'mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1 rounded-lg border p-3 text-sm',
        notice.kind === 'changes_requested'
          ? 'border-destructive/40 bg-destructive/5'
          : 'border-warning/40 bg-warning/10',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="font-semibold">{notice.title}</p>
      <p className="col-start-2 text-muted-foreground">{notice.hint}</p>
      <Link
        className="col-start-2 justify-self-start font-medium text-primary underline underline-offset-4"
        to={paths.dashboard.campaign.getHref(story.campaignId, { storyId: story.id, source: 'external' })}
      >
        {notice.linkLabel}
      </Link>
    </div>
  );
}
