import type { StoryMedia } from '@shared/media/story-media';

/**
 * Sharing a story's files to Instagram through the system share sheet (Web Share API Level 2). The files are read
 * into memory before the tap (`prefetchShareFile` when the card shows), because `navigator.share()` must be called
 * while the tap still counts as a user action: a download started by the tap could outlast that window.
 */

/** Files read for sharing, by media id; only the last few are kept (a video can be large). */
const files = new Map<string, Promise<File>>();
const KEEP = 6;

function remember(id: string, file: Promise<File>): Promise<File> {
  files.delete(id);
  files.set(id, file);
  while (files.size > KEEP) {
    const oldest = files.keys().next().value;
    if (oldest === undefined) break;
    files.delete(oldest);
  }
  return file;
}

/** The file of a media as a `File` named as uploaded, read once and kept for the tap that shares it. */
export function loadShareFile(media: Pick<StoryMedia, 'id' | 'url' | 'originalName' | 'mimeType'>) {
  const cached = files.get(media.id);
  if (cached) return remember(media.id, cached);
  const loading = fetch(media.url, { credentials: 'same-origin' }).then(async (response) => {
    if (!response.ok) throw new Error(`GET ${media.url} answered ${response.status}`);
    const blob = await response.blob();
    return new File([blob], media.originalName, { type: media.mimeType || blob.type });
  });
  // A failed read is not kept: the next tap tries again.
  loading.catch(() => files.delete(media.id));
  return remember(media.id, loading);
}

/** Starts reading a file for sharing; failures wait for the tap. */
export function prefetchShareFile(media: Parameters<typeof loadShareFile>[0]): void {
  loadShareFile(media).catch(() => undefined);
}

/** Forgets the files read (tests). */
export function clearShareFiles(): void {
  files.clear();
}

/**
 * True when this browser can put files of these types in the share sheet together (one type: whether it can share
 * that file at all; Android Chrome, iOS Safari); false on most desktops, where the screen offers 'Descargar'. Asked
 * with empty stand-ins before the tap; the tap asks again with the real files (canShareFiles).
 */
export function canShareFileTypes(mimeTypes: readonly string[]): boolean {
  if (typeof File === 'undefined' || mimeTypes.length === 0) return false;
  return canShareFiles(mimeTypes.map((type, index) => new File([], `archivo-${index + 1}`, { type })));
}

/** Whether the share sheet takes these files in one share. */
export function canShareFiles(shared: readonly File[]): boolean {
  if (typeof navigator === 'undefined') return false;
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [...shared] });
  } catch {
    return false;
  }
}
