import { formatDuration } from '@shared/media/format-duration';
import type { StoryMedia } from '@shared/media/story-media';
import { FilmIcon, ImageIcon, PlayIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export type MediaThumbnailMedia = Pick<StoryMedia, 'kind' | 'thumbnailUrl' | 'durationMs' | 'flags'>;

/**
 * A story file's preview in a fixed 9:16 box (the box has its size before the image arrives, so nothing moves):
 * the WebP thumbnail, lazy-loaded, or an image / video icon when there is none (or it fails to load). Videos
 * carry their length, files with format warnings an amber count. Size it with `className` (a width: the
 * height follows).
 *
 * Decorative by default, for use inside a labelled control (a button named with `describeMedia`); give `label`
 * when it stands alone, and it becomes one image with that name.
 */
export function MediaThumbnail({
  media,
  label,
  showBadges = true,
  className,
}: {
  media: MediaThumbnailMedia;
  label?: string | undefined;
  /** The duration and warnings badges (off for a very small thumbnail). */
  showBadges?: boolean;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = media.thumbnailUrl && media.thumbnailUrl !== failedUrl ? media.thumbnailUrl : null;
  const PlaceholderIcon = media.kind === 'video' ? FilmIcon : ImageIcon;
  const isVideo = media.kind === 'video';

  return (
    <span
      data-slot="media-thumbnail"
      {...(label ? { role: 'img', 'aria-label': label } : {})}
      className={cn(
        'relative block aspect-[9/16] w-full shrink-0 overflow-hidden rounded-md bg-muted text-muted-foreground',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={180}
          height={320}
          onError={() => setFailedUrl(src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <PlaceholderIcon className="size-1/3 max-h-8 max-w-8" />
        </span>
      )}
      {showBadges && isVideo && (
        <span
          aria-hidden="true"
          className="absolute right-1 bottom-1 flex items-center gap-0.5 rounded bg-black/70 px-1 py-px font-medium text-[0.65rem] text-white tabular-nums leading-tight"
        >
          <PlayIcon className="size-2.5 fill-current" />
          {media.durationMs ? formatDuration(media.durationMs) : null}
        </span>
      )}
      {showBadges && media.flags.length > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 left-1 flex items-center gap-0.5 rounded-full bg-warning px-1 py-px font-semibold text-[0.65rem] text-amber-950 leading-tight shadow-sm"
        >
          <TriangleAlertIcon className="size-2.5" />
          {media.flags.length}
        </span>
      )}
    </span>
  );
}
