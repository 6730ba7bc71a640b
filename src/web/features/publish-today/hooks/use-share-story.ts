import type { StoryMedia } from '@shared/media/story-media';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { canShareFileType, loadShareFile, prefetchShareFile } from '../utils/share-files';

export const SHARE_TEXTS = {
  copied: 'Texto copiado',
  copiedHint: 'Pégalo en la historia de Instagram.',
  copyFailed: 'No se pudo copiar el texto',
  copyFailedHint: 'Cópialo a mano desde la tarjeta.',
  fileFailed: 'No se pudo preparar el archivo',
  fileFailedHint: 'Comprueba tu conexión e inténtalo de nuevo.',
  tapAgain: 'El archivo ya está listo',
  tapAgainHint: 'Pulsa otra vez «Compartir».',
  shareFailed: 'No se pudo compartir',
} as const;

/** Writes the copy to the clipboard with a toast; true when it worked. */
export async function copyStoryText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    console.error('Clipboard write failed', error);
    toast.error(SHARE_TEXTS.copyFailed, { description: SHARE_TEXTS.copyFailedHint });
    return false;
  }
  toast.success(SHARE_TEXTS.copied, { description: SHARE_TEXTS.copiedHint });
  return true;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * 'Compartir' for one file of a story: the copy goes to the clipboard first (Instagram ignores shared text, and
 * pasting it is the next step), then the file goes to the share sheet with the text. The file is read when
 * the card shows, so the tap only hands it over. `canShare` is false where files cannot be shared (most
 * desktops): the screen shows 'Descargar' instead, which also copies the text.
 */
export function useShareStory(
  media: StoryMedia | undefined,
  copyText: string,
  { prefetch = [] }: { prefetch?: readonly StoryMedia[] } = {},
) {
  const canShare = useMemo(() => (media ? canShareFileType(media.mimeType) : false), [media]);

  // Every file of the card read ahead where files can be shared, the one on screen last (the freshest kept).
  const prefetchKey = prefetch.map((item) => item.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is the same while its ids are
  useEffect(() => {
    if (!canShare) return;
    for (const item of prefetch) if (item.id !== media?.id) prefetchShareFile(item);
    if (media) prefetchShareFile(media);
  }, [media, canShare, prefetchKey]);

  const share = useCallback(async () => {
    if (!media) return;
    await copyStoryText(copyText);
    let file: File;
    try {
      file = await loadShareFile(media);
    } catch (error) {
      console.error('Share file read failed', error);
      toast.error(SHARE_TEXTS.fileFailed, { description: SHARE_TEXTS.fileFailedHint });
      return;
    }
    const files = [file];
    if (!navigator.canShare?.({ files })) {
      toast.error(SHARE_TEXTS.shareFailed);
      return;
    }
    try {
      await navigator.share({ files, text: copyText });
    } catch (error) {
      // Closing the share sheet is not an error.
      if (errorName(error) === 'AbortError') return;
      // The file took longer than the tap's window: it is in memory now, a second tap shares it at once.
      if (errorName(error) === 'NotAllowedError') {
        toast.info(SHARE_TEXTS.tapAgain, { description: SHARE_TEXTS.tapAgainHint });
        return;
      }
      console.error('Share failed', error);
      toast.error(SHARE_TEXTS.shareFailed);
    }
  }, [media, copyText]);

  return { canShare, share };
}
