import type { StoryListItem } from '@shared/api/client-area/stories';
import { formatDateEs, formatDateTimeEs } from '@shared/dates';
import {
  CalendarDaysIcon,
  CheckCircle2Icon,
  CheckIcon,
  ClockIcon,
  MessageSquareWarningIcon,
  PencilIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  type ApprovalConfirmation,
  approvalNotice,
  markConfirmation,
} from '@/components/approvals/approval-notice';
import {
  LazyApprovalConfirmDialog,
  preloadApprovalConfirm,
} from '@/components/approvals/lazy-approval-confirm-dialog';
import { describeMedia } from '@/components/media/media-label';
import { MediaThumbnail } from '@/components/media/media-thumbnail';
import { StoryStatusBadge } from '@/components/status/story-status-badge';
import { LazyAttachProofButton } from '@/components/story/proof/lazy-attach-proof-button';
import { SkippedStoryNotice, SkipStoryButton } from '@/components/story/story-skip';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { toast } from '@/lib/toast';

/**
 * A story of 'Historias Pendientes': status, day date (es-ES), its first file's thumbnail, campaign, an excerpt
 * of the copy, 'Editar' (the
 * campaign detail with the story highlighted) and, when given `onMarkPublished`, 'Marcar Publicada' and the secondary
 * «No se publicará» (it leaves the list; «Deshacer» in the toast). A skipped story shows why, with «Deshacer». A story
 * with changes requested, or awaiting an approval its campaign needs, says why (as «Publicar hoy»'s card does):
 * marking the first asks first, the second tells why instead of sending a mark the server would refuse. A published
 * story offers «Adjuntar prueba» (issue 31 §1) where the screen gives a way to attach one.
 */
export function PendingStoryCard({
  story,
  lateSince,
  onMarkPublished,
}: {
  story: StoryListItem;
  /** A late story's «Atrasada desde las 16:00» (lateSinceLabel), shown in place of a bare «Atrasada». */
  lateSince?: string | null;
  onMarkPublished?: (story: StoryListItem) => void;
}) {
  const titleId = useId();
  const title = story.title.trim() || `Historia ${story.storyNumber}`;
  const context = `: ${title}, ${story.campaignTitle}`;
  const cover = story.media[0];
  const notice = approvalNotice(story);
  const [confirmation, setConfirmation] = useState<ApprovalConfirmation | null>(null);
  const markPublished = () => {
    if (!onMarkPublished) return;
    if (notice && !notice.canMark) toast.info(`${notice.title}. ${notice.hint}`);
    else if (notice) setConfirmation(markConfirmation(() => onMarkPublished(story)));
    else onMarkPublished(story);
  };
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm',
        story.status === 'overdue' && 'border-destructive/25',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StoryStatusBadge status={story.status} label={lateSince} />
        <span className="inline-flex items-center gap-1.5 text-muted-foreground text-xs">
          <CalendarDaysIcon className="size-3.5" aria-hidden="true" />
          <time dateTime={story.dayDate}>{formatDateEs(story.dayDate)}</time>
          <span aria-hidden="true">·</span>
          Día {story.dayOrder}
        </span>
      </div>
      <div className="flex min-w-0 items-start gap-3">
        {cover && (
          <MediaThumbnail media={cover} label={describeMedia(cover)} showBadges={false} className="w-12" />
        )}
        <div className="min-w-0 space-y-0.5">
          <h3 id={titleId} className="font-semibold leading-snug">
            {title}
          </h3>
          <p className="truncate text-muted-foreground text-sm">{story.campaignTitle}</p>
          {story.media.length > 1 && (
            <p className="text-muted-foreground text-xs">{story.media.length} archivos</p>
          )}
        </div>
      </div>
      <p className="line-clamp-3 whitespace-pre-line text-sm">{story.copyText}</p>
      <WhenLine story={story} />
      {story.skip && (
        <SkippedStoryNotice storyId={story.id} campaignId={story.campaignId} skip={story.skip} />
      )}
      {notice && (
        <div className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-2.5 text-xs">
          <MessageSquareWarningIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{notice.title}.</span> {notice.hint}
          </p>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
          <Link
            to={paths.dashboard.campaign.getHref(story.campaignId, { storyId: story.id, source: 'external' })}
          >
            <PencilIcon aria-hidden="true" />
            Editar<span className="sr-only">{context}</span>
          </Link>
        </Button>
        {onMarkPublished && (
          <Button
            size="sm"
            className="flex-1 sm:flex-none"
            aria-disabled={notice && !notice.canMark ? 'true' : undefined}
            onPointerEnter={notice ? preloadApprovalConfirm : undefined}
            onFocus={notice ? preloadApprovalConfirm : undefined}
            onClick={markPublished}
          >
            <CheckIcon aria-hidden="true" />
            Marcar Publicada<span className="sr-only">{context}</span>
          </Button>
        )}
        {story.isPosted && (
          <LazyAttachProofButton
            storyId={story.id}
            storyTitle={`${title} · ${story.campaignTitle}`}
            className="flex-1 sm:flex-none"
          />
        )}
        {onMarkPublished && !story.isPosted && !story.skip && (
          <SkipStoryButton
            storyId={story.id}
            campaignId={story.campaignId}
            storyTitle={`${title} · ${story.campaignTitle}`}
            size="sm"
            className="w-full sm:w-auto"
          />
        )}
      </div>
      <MountedOnceOpen open={confirmation !== null}>
        <LazyApprovalConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
      </MountedOnceOpen>
    </article>
  );
}

/** «Publicada el …» once published, else when it is due («Mañana · 09:30»). */
function WhenLine({ story }: { story: StoryListItem }) {
  const postedAt = story.postedAt ? formatDateTimeEs(story.postedAt) : '';
  const when = [story.timeBlock, story.scheduledTime].filter(Boolean).join(' · ');
  if (story.isPosted)
    return postedAt ? (
      <p className="inline-flex items-center gap-1.5 text-success text-xs">
        <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
        Publicada el {postedAt}
      </p>
    ) : null;
  return when ? (
    <p className="inline-flex items-center gap-1.5 text-muted-foreground text-xs">
      <ClockIcon className="size-3.5" aria-hidden="true" />
      {when}
    </p>
  ) : null;
}
