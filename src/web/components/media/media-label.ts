import { formatDuration } from '@shared/media/format-duration';
import { MEDIA_KIND_LABELS } from '@shared/media/media-types';
import type { StoryMedia } from '@shared/media/story-media';

export function flagsCount(count: number): string {
  return count === 1 ? '1 aviso' : `${count} avisos`;
}

/** One phrase naming a file for assistive tech: 'Vídeo promo.mp4, 0:15, 1 aviso'. */
export function describeMedia(
  media: Pick<StoryMedia, 'kind' | 'originalName' | 'durationMs' | 'flags'>,
): string {
  return [
    `${MEDIA_KIND_LABELS[media.kind]} ${media.originalName}`,
    media.kind === 'video' && media.durationMs ? formatDuration(media.durationMs) : null,
    media.flags.length > 0 ? flagsCount(media.flags.length) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
