import { CLIPBOARD_CONFIRMATION_MS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

export const CLIPBOARD_TEXTS = {
  copied: 'Copiado al portapapeles',
  errorTitle: 'Error al copiar',
  errorDescription: 'No se pudo copiar al portapapeles',
} as const;

/**
 * Copies a text to the clipboard with the spec's toasts; `isCopied` stays true for 2 s (the check mark).
 */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Clipboard write failed', error);
      toast.error(CLIPBOARD_TEXTS.errorTitle, { description: CLIPBOARD_TEXTS.errorDescription });
      return false;
    }
    toast.success(CLIPBOARD_TEXTS.copied);
    setIsCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), CLIPBOARD_CONFIRMATION_MS);
    return true;
  }, []);

  return { copy, isCopied };
}
