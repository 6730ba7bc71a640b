import type { StoryMedia } from '@shared/media/story-media';

/** The file as an attachment (`?download=1`): saved to the device instead of opened, under its own name. */
export function mediaDownloadUrl(media: Pick<StoryMedia, 'url'>): string {
  return `${media.url}${media.url.includes('?') ? '&' : '?'}download=1`;
}
