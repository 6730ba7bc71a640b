import { CLIPBOARD_CONFIRMATION_MS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExternalToast } from 'sonner';
import { toast } from '@/lib/toast';

export const CLIPBOARD_TEXTS = {
  copied: 'Copiado al portapapeles',
  errorTitle: 'Error al copiar',
  errorDescription: 'No se pudo copiar al portapapeles',
} as const;

/**
 * How a copy is announced: the success toast's title and its options (position, description, id…), and the error
 * toast's words when the browser refuses (by default 'Error al copiar').
 */
export interface CopyToast {
  title?: string;
  options?: ExternalToast;
  failure?: { title: string; description: string };
}

/**
 * Writes a text to the clipboard and says so in a toast (the error toast when the browser refuses); true when it
 * worked. For handlers that are not components (the share sheet's flow); components use useCopyToClipboard.
 */
export async function copyToClipboard(
  text: string,
  { title, options, failure }: CopyToast = {},
): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    console.error('Clipboard write failed', error);
    toast.error(failure?.title ?? CLIPBOARD_TEXTS.errorTitle, {
      description: failure?.description ?? CLIPBOARD_TEXTS.errorDescription,
    });
    return false;
  }
  toast.success(title ?? CLIPBOARD_TEXTS.copied, options);
  return true;
}

/**
 * Copies a text to the clipboard with the spec's toasts; `isCopied` stays true for 2 s (the check mark). `announce`
 * changes the toasts (the success's title, where it shows; the failure's words). The one copy hook of the app.
 */
export function useCopyToClipboard(announce: CopyToast = {}) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announceRef = useRef(announce);
  announceRef.current = announce;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string) => {
    const isDone = await copyToClipboard(text, announceRef.current);
    if (!isDone) return false;
    setIsCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), CLIPBOARD_CONFIRMATION_MS);
    return true;
  }, []);

  return { copy, isCopied };
}
