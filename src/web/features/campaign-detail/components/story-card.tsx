import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { BanIcon, EyeIcon } from 'lucide-react';
import { memo } from 'react';
import { AutoPublishBadge, AutoPublishFallback } from '@/components/story/auto-publish-status';
import { StickerView } from '@/components/story/sticker-view';
import { SkippedStoryNotice } from '@/components/story/story-skip';
import { StoryTypeBadge } from '@/components/story/story-type-badge';
import { cn } from '@/lib/cn';
import { storyElementId } from '../utils/dom-ids';
import { usePublishBlockedReason } from './approval-context';
import { PostedToggle } from './posted-toggle';
import { StoryApprovalPanel } from './story-approval-panel';
import { StoryCardFoot } from './story-card-foot';
import { StoryCopy } from './story-copy';
import { StoryMediaEditor } from './story-media-editor';
import { StoryNotes } from './story-notes';
import { StorySchedule } from './story-schedule';
import { TrackedLinkRow } from './tracked-link-row';

export type StoryCardActions = {
  onTogglePosted: (storyId: string, isPosted: boolean) => void;
  onSaveCopy: (storyId: string, copyText: string) => void;
};

/**
 * One story: number, type (and the badge of «Publicar automáticamente», issue 32, or why it fell back to the brand),
 * posted toggle (or the «No se publicará» badge, with who, when, why and «Deshacer»), title, its files, copy (with
 * 'Cambiar copy'), visual description, sticker
 * (and its link sticker's tracked short link with its clicks, issue 31; none in a copy kept offline from before),
 * time block, scheduled date and time (with 'Cambiar hora'), notes, posted date and, once published, the link to its
 * results and its proof of posting (issue 31). Memoised: a change to one story re-renders only its card.
 */
export const StoryCard = memo(function StoryCard({
  campaignId,
  story,
  isHighlighted,
  onTogglePosted,
  onSaveCopy,
}: { campaignId: string; story: CampaignStory; isHighlighted: boolean } & StoryCardActions) {
  const titleId = `${storyElementId(story.id)}-titulo`;
  const publishBlockedReason = usePublishBlockedReason(story);
  const isDone = story.isPosted || story.isSkipped;

  return (
    <article
      id={storyElementId(story.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-highlighted={isHighlighted || undefined}
      data-posted={story.isPosted || undefined}
      data-skipped={story.isSkipped || undefined}
      className={cn(
        'grid scroll-mt-24 gap-4 rounded-xl border bg-card p-3.5 shadow-xs outline-none transition-[box-shadow,background-color,border-color] duration-300 sm:p-5',
        story.isPosted && 'border-success/25',
        story.isSkipped && 'border-dashed bg-muted/30',
        isHighlighted && 'border-primary bg-accent/40 shadow-lg ring-2 ring-primary/60 ring-offset-2',
      )}
    >
      <header className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2.5 gap-y-2">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full font-semibold text-sm',
            story.isPosted
              ? 'bg-success/15 text-success'
              : story.isSkipped
                ? 'bg-muted text-muted-foreground'
                : 'bg-brand-gradient text-white',
          )}
        >
          {story.storyNumber}
        </span>
        <div className="grid min-w-0 gap-1">
          <h4 id={titleId} className="truncate font-semibold leading-tight">
            <span className="sr-only">Historia {story.storyNumber}: </span>
            {story.title}
          </h4>
          <StoryTypeBadge storyType={story.storyType} />
          <AutoPublishBadge status={story.autoPublish} isDone={isDone} />
        </div>
        {story.isSkipped ? (
          <span className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-dashed px-3 font-medium text-muted-foreground text-sm">
            <BanIcon className="size-4" aria-hidden="true" />
            No se publicará
          </span>
        ) : (
          <PostedToggle
            isPosted={story.isPosted}
            describedBy={titleId}
            blockedReason={publishBlockedReason}
            onToggle={() => onTogglePosted(story.id, !story.isPosted)}
          />
        )}
      </header>

      {/* «Publicar automáticamente» (issue 32) that fell back to the brand: why. */}
      <AutoPublishFallback status={story.autoPublish} isDone={isDone} />

      {story.skip && <SkippedStoryNotice storyId={story.id} campaignId={campaignId} skip={story.skip} />}

      {/* The client's approval (issue 16): its state, comment and, for the client, its decisions. */}
      <StoryApprovalPanel story={story} describedBy={titleId} />

      {/* Both roles attach files (a client, to its own campaigns' stories). */}
      <StoryMediaEditor
        campaignId={campaignId}
        storyId={story.id}
        storyLabel={`Historia ${story.storyNumber}`}
        media={story.media}
        isEditable
      />

      <StoryCopy storyId={story.id} copyText={story.copyText} onSave={onSaveCopy} />

      {story.visualDescription?.trim() && (
        <div className="grid gap-1">
          <p className="flex items-center gap-1.5 font-medium text-muted-foreground text-xs uppercase tracking-wide">
            <EyeIcon className="size-3.5" aria-hidden="true" />
            Descripción visual
          </p>
          <p className="text-foreground/90 text-sm leading-relaxed">{story.visualDescription}</p>
        </div>
      )}

      <StickerView raw={story.stickerInfo} />
      {story.trackedLink && <TrackedLinkRow link={story.trackedLink} />}

      <StorySchedule campaignId={campaignId} story={story} describedBy={titleId} />

      <StoryNotes storyType={story.storyType} notes={story.notes} />

      <StoryCardFoot campaignId={campaignId} story={story} />
    </article>
  );
});
