import type { CopyToast } from '@/lib/use-copy-to-clipboard';

export const COPIED_TEXTS = {
  copied: 'Copiado',
  pasteHint: 'Pégalo en la historia de Instagram.',
} as const;

/** At most this much of what was copied shows under 'Copiado'. */
const SHOWN = 60;

/**
 * The 'Copiado' toast of «Publicar hoy»: at the foot of the screen, just above the card's sticky actions (so it
 * covers neither the full-screen viewer's close button at the top right nor «Compartir»), one at a time (a new copy
 * replaces it), short. It names what was copied.
 */
export function copiedToast(value: string, description?: string): CopyToast {
  const shown = value.length > SHOWN ? `${value.slice(0, SHOWN - 1)}…` : value;
  return {
    title: COPIED_TEXTS.copied,
    options: {
      id: 'publicar-hoy-copiado',
      position: 'bottom-center',
      duration: 2500,
      description: description ?? shown,
      // Above the sticky actions (h-12 and 0.75rem each side) and the phone's home bar.
      className: 'mb-[calc(4.75rem+env(safe-area-inset-bottom))]',
    },
  };
}
