import type { StoryMedia } from '@shared/media/story-media';
import { ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import { describeMedia } from '@/components/media/media-label';
import { MediaThumbnail } from '@/components/media/media-thumbnail';
import { MediaViewer } from '@/components/media/media-viewer';
import { APPROVAL_PAGE_TEXTS } from '../texts';

/**
 * A story's files as the client reviews them: their 9:16 previews in a row (swiped sideways when there are
 * many); a tap opens one full screen, image or video, with the others a swipe or an arrow away.
 */
export function StoryMediaGallery({ media, title }: { media: readonly StoryMedia[]; title: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (media.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed px-3 py-3 text-muted-foreground text-sm">
        <ImageOffIcon className="size-4 shrink-0" aria-hidden="true" />
        {APPROVAL_PAGE_TEXTS.noMedia}
      </p>
    );
  }
  return (
    <>
      <ul
        aria-label={`Archivos de ${title}`}
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
      >
        {media.map((item, index) => (
          <li key={item.id} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={`${APPROVAL_PAGE_TEXTS.openMedia(index + 1, media.length)}: ${describeMedia(item)}`}
              className="block w-32 cursor-pointer rounded-md outline-none ring-offset-2 focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:w-36"
            >
              <MediaThumbnail media={item} className="w-full" />
            </button>
          </li>
        ))}
      </ul>
      <MediaViewer items={media} openIndex={openIndex} onOpenIndexChange={setOpenIndex} title={title} />
    </>
  );
}
