import type { StoryMedia } from '@shared/media/story-media';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { copyToClipboard } from '@/lib/use-copy-to-clipboard';
import { COPIED_TEXTS, copiedToast } from '../utils/copied-toast';
import { canShareFiles, canShareFileTypes, loadShareFile, prefetchShareFile } from '../utils/share-files';

export const SHARE_TEXTS = {
  fileFailed: 'No se pudo preparar el archivo',
  fileFailedHint: 'Comprueba tu conexión e inténtalo de nuevo.',
  tapAgain: 'El archivo ya está listo',
  tapAgainHint: 'Pulsa otra vez «Compartir».',
  shareFailed: 'No se pudo compartir',
  /** 'Compartir 1 de 2': the button of a story whose files go to the share sheet one at a time. */
  shareOne: (n: number, total: number) => `Compartir ${n} de ${total}`,
  sharedOne: (n: number, total: number) => `Archivo ${n} de ${total} compartido`,
  sharedOneHint: 'Vuelve aquí y pulsa otra vez para el siguiente.',
  sharedAll: (total: number) => `Los ${total} archivos compartidos`,
} as const;

/**
 * Writes the story's copy to the clipboard with the «Publicar hoy» toast ('Copiado', at the foot of the screen);
 * true when it worked.
 */
export function copyStoryText(text: string): Promise<boolean> {
  return copyToClipboard(text, copiedToast(text, COPIED_TEXTS.pasteHint));
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * 'Compartir' for a story's files (issue 29 §3). The copy goes to the clipboard once (Instagram ignores shared
 * text, and pasting it is the next step), then:
 * - every file in one share where the browser takes them together (`navigator.canShare({ files })` with all);
 * - else one file per tap, the button saying which ('Compartir 1 de 2', then 'Compartir 2 de 2'): each share needs
 *   a tap of its own.
 * The files are read when the card shows, so the tap only hands them over. `canShare` is false where files cannot
 * be shared (most desktops): the screen shows 'Descargar' instead, which also copies the text.
 */
export function useShareStory(media: readonly StoryMedia[], copyText: string) {
  const mediaKey = media.map((item) => item.id).join(',');
  const typesKey = media.map((item) => item.mimeType).join(',');
  const { canShare, canShareAll } = useMemo(() => {
    const types = typesKey === '' ? [] : typesKey.split(',');
    return {
      canShare: types.length > 0 && types.every((type) => canShareFileTypes([type])),
      canShareAll: types.length > 0 && canShareFileTypes(types),
    };
  }, [typesKey]);
  /** Files of this round already shared one by one (0 when none, or when all went together). */
  const [sharedCount, setSharedCount] = useState(0);
  /** The real files were refused together (a size the stand-ins did not have): one by one from then on. */
  const [isRefusedTogether, setIsRefusedTogether] = useState(false);

  // A new set of files starts a new round; every file read ahead where files can be shared.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is the same while its ids are
  useEffect(() => {
    setSharedCount(0);
    setIsRefusedTogether(false);
    if (!canShare) return;
    for (const item of media) prefetchShareFile(item);
  }, [mediaKey, canShare]);

  const total = media.length;
  const isOneByOne = total > 1 && (!canShareAll || isRefusedTogether);

  const share = useCallback(async () => {
    if (total === 0) return;
    // The copy once per round: with the first file, or with all of them.
    const isFirst = !isOneByOne || sharedCount === 0;
    if (isFirst) await copyStoryText(copyText);
    let files: File[];
    try {
      files = await Promise.all(media.map((item) => loadShareFile(item)));
    } catch (error) {
      console.error('Share file read failed', error);
      toast.error(SHARE_TEXTS.fileFailed, { description: SHARE_TEXTS.fileFailedHint });
      return;
    }
    // Asked again with the real files (a size the stand-ins did not have may be refused): one by one then.
    const together = !isOneByOne && (total === 1 || canShareFiles(files));
    if (!isOneByOne && !together) setIsRefusedTogether(true);
    const index = together ? 0 : Math.min(sharedCount, total - 1);
    const shared = together ? files : files.slice(index, index + 1);
    if (!canShareFiles(shared)) {
      toast.error(SHARE_TEXTS.shareFailed);
      return;
    }
    try {
      await navigator.share(isFirst ? { files: shared, text: copyText } : { files: shared });
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
      return;
    }
    if (together) return;
    const done = index + 1;
    if (done < total) {
      setSharedCount(done);
      toast.success(SHARE_TEXTS.sharedOne(done, total), {
        id: 'publicar-hoy-compartir',
        description: SHARE_TEXTS.sharedOneHint,
      });
    } else {
      setSharedCount(0);
      toast.success(SHARE_TEXTS.sharedAll(total), { id: 'publicar-hoy-compartir' });
    }
  }, [media, copyText, total, isOneByOne, sharedCount]);

  return {
    canShare,
    /** When files go one per tap: the next one ('1 de 2'), else null. */
    progress: isOneByOne ? { next: Math.min(sharedCount, total - 1) + 1, total } : null,
    share,
  };
}
