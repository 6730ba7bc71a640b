import { formatBytes } from '@shared/media/format-bytes';
import { formatDuration } from '@shared/media/format-duration';
import { MEDIA_KIND_LABELS } from '@shared/media/media-types';
import type { StoryMedia } from '@shared/media/story-media';
import { ArrowDownIcon, ArrowUpIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { memo } from 'react';
import { MediaFlags } from '@/components/media/media-flags';
import { describeMedia } from '@/components/media/media-label';
import { MediaThumbnail } from '@/components/media/media-thumbnail';
import { Button } from '@/components/ui/button';

export type MoveDirection = 'up' | 'down';

export type StoryMediaItemActions = {
  onView: (index: number) => void;
  onReplace: (media: StoryMedia) => void;
  onRemove: (media: StoryMedia) => void;
  onMove: (media: StoryMedia, direction: MoveDirection) => void;
};

/**
 * One of the story's files: its thumbnail (tap: full screen), name, kind, size and length, its format warnings,
 * and, when editable, 'Sustituir', 'Quitar' and the 'Subir' / 'Bajar' pair that changes its place (buttons, so
 * the order can be changed by keyboard, screen reader or one thumb). Buttons carry `data-action` so focus can
 * follow a file that moved.
 */
export const StoryMediaItem = memo(function StoryMediaItem({
  media,
  index,
  count,
  isEditable,
  isReplacing,
  onView,
  onReplace,
  onRemove,
  onMove,
}: {
  media: StoryMedia;
  index: number;
  count: number;
  isEditable: boolean;
  /** A replacement of this file is on its way: 'Sustituir' and 'Quitar' wait for it. */
  isReplacing: boolean;
} & StoryMediaItemActions) {
  const details = [
    MEDIA_KIND_LABELS[media.kind],
    formatBytes(media.sizeBytes),
    media.kind === 'video' && media.durationMs ? formatDuration(media.durationMs) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const name = media.originalName;

  return (
    <li
      data-media-id={media.id}
      className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 rounded-lg border bg-background/60 p-2"
    >
      <button
        type="button"
        onClick={() => onView(index)}
        aria-label={`Ver ${describeMedia(media)} (${index + 1} de ${count})`}
        className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <MediaThumbnail media={media} className="w-16" />
      </button>
      <div className="grid min-w-0 content-start gap-1">
        <p className="truncate font-medium text-sm" title={name}>
          {name}
        </p>
        <p className="text-muted-foreground text-xs tabular-nums">{details}</p>
        {isEditable && (
          <div className="flex flex-wrap gap-1.5 pt-1">
            <Button
              variant="outline"
              size="sm"
              disabled={isReplacing}
              aria-label={`Sustituir ${name}`}
              onClick={() => onReplace(media)}
            >
              <RefreshCwIcon aria-hidden="true" />
              Sustituir
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={isReplacing}
              aria-label={`Quitar ${name}`}
              className="text-destructive hover:text-destructive"
              onClick={() => onRemove(media)}
            >
              <Trash2Icon aria-hidden="true" />
              Quitar
            </Button>
          </div>
        )}
      </div>
      {isEditable && count > 1 ? (
        <div className="flex flex-col gap-1">
          <Button
            variant="ghost"
            size="icon"
            data-action="up"
            aria-label={`Subir ${name}`}
            title="Subir"
            disabled={index === 0}
            onClick={() => onMove(media, 'up')}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            data-action="down"
            aria-label={`Bajar ${name}`}
            title="Bajar"
            disabled={index === count - 1}
            onClick={() => onMove(media, 'down')}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <span />
      )}
      <MediaFlags flags={media.flags} label={`Avisos de ${name}`} className="col-span-full" />
    </li>
  );
});
