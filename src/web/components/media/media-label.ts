import { formatDuration } from '@shared/media/format-duration';
import type { MediaKind, StoryMedia } from '@shared/media/story-media';

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { image: 'Imagen', video: 'Vídeo' };

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
