import type { PublishingStory } from '@shared/api/client-area/publishing';
import type { StoryMedia } from '@shared/media/story-media';
import { CopyIcon, DownloadIcon, SendIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { copyStoryText, SHARE_TEXTS, useShareStory } from '../hooks/use-share-story';
import { downloadUrl } from '../utils/format';

export const SHARE_BUTTON_TEXTS = {
  share: 'Compartir',
  download: 'Descargar',
  copy: 'Copiar texto',
} as const;

/**
 * The first thumb button of a story: 'Compartir' puts its files in the share sheet (all at once, or 'Compartir 1
 * de 2' one per tap) with the copy on the clipboard; 'Descargar' where files cannot be shared (the file on screen,
 * and the copy); 'Copiar texto' when there is no file yet. `confirm`, when given, is asked first (a story with
 * changes requested or awaiting approval): it runs the action from its own tap.
 */
export function StoryShareButton({
  story,
  media,
  className,
  confirm,
  onPointerIntent,
}: {
  story: PublishingStory;
  /** The file on screen (the one downloaded where files cannot be shared). */
  media: StoryMedia | undefined;
  className?: string;
  confirm?: (run: () => void) => void;
  /** Pointed at, focused or pressed: the confirmation's code can start loading. */
  onPointerIntent?: () => void;
}) {
  const { canShare, progress, share } = useShareStory(story.media, story.copyText);
  const download = useRef<HTMLAnchorElement>(null);
  const isConfirmed = useRef(false);
  const intent = onPointerIntent
    ? { onPointerEnter: onPointerIntent, onFocus: onPointerIntent, onPointerDown: onPointerIntent }
    : {};

  if (!media)
    return (
      <Button className={className} onClick={() => void copyStoryText(story.copyText)}>
        <CopyIcon aria-hidden="true" />
        {SHARE_BUTTON_TEXTS.copy}
      </Button>
    );

  if (canShare)
    return (
      <Button
        className={className}
        {...intent}
        onClick={() => (confirm ? confirm(() => void share()) : void share())}
      >
        <SendIcon aria-hidden="true" />
        {progress ? SHARE_TEXTS.shareOne(progress.next, progress.total) : SHARE_BUTTON_TEXTS.share}
      </Button>
    );

  return (
    <Button className={className} asChild>
      <a
        ref={download}
        href={downloadUrl(media.url)}
        download={media.originalName}
        {...intent}
        onClick={(event) => {
          if (confirm && !isConfirmed.current) {
            event.preventDefault();
            // The confirming tap clicks the link again, this time through.
            confirm(() => {
              isConfirmed.current = true;
              download.current?.click();
              isConfirmed.current = false;
            });
            return;
          }
          void copyStoryText(story.copyText);
        }}
      >
        <DownloadIcon aria-hidden="true" />
        {SHARE_BUTTON_TEXTS.download}
      </a>
    </Button>
  );
}
