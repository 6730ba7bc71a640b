import type { PublishingStory } from '@shared/api/client-area/publishing';
import { useEffect } from 'react';
import { afterPageSettles } from '@/lib/after-page-settles';

/** URLs already asked for in this page's life (one warm-up per file). */
const warmed = new Set<string>();

/** Forgets what was read ahead (tests). */
export function forgetWarmedMedia(): void {
  warmed.clear();
}

/**
 * Reads ahead, while online, what the screen would need offline: the images of the stories still to publish
 * today (and overdue), and the thumbnails of all of them, tomorrow's included. The answers are cacheable for a
 * year (private, immutable), so the browser's cache (and the service worker's, once installed) serves them
 * when the connection drops. Videos are left out: too heavy to fetch unasked on mobile data; an open card reads
 * its file anyway for 'Compartir'. It starts once the page has loaded and is idle: on a phone's connection, a
 * dozen images read at once (400 KB with the demo data) would otherwise come before the screen's own scripts and
 * thumbnails.
 */
export function useWarmMedia(stories: readonly PublishingStory[] | undefined, today: string | undefined) {
  useEffect(() => {
    if (!stories || !today || typeof navigator === 'undefined' || navigator.onLine === false) return;
    const urls: string[] = [];
    for (const story of stories) {
      for (const media of story.media) {
        if (media.thumbnailUrl) urls.push(media.thumbnailUrl);
        if (media.kind === 'image' && !story.isPosted && story.dayDate <= today) urls.push(media.url);
      }
    }
    return afterPageSettles(() => {
      for (const url of urls) {
        if (warmed.has(url)) continue;
        warmed.add(url);
        fetch(url, { credentials: 'same-origin', priority: 'low' } as RequestInit)
          // Read to the end: a cancelled body would not be kept in the cache.
          .then((response) => response.blob())
          .catch(() => warmed.delete(url));
      }
    });
  }, [stories, today]);
}
