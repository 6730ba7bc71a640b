import { type ComponentProps, Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { AttachProofButton as AttachProofButtonType } from './attach-proof-button';

const AttachProofButton = lazyWithPreload(
  async () => (await import('./attach-proof-button')).AttachProofButton,
);

/**
 * «Adjuntar prueba» where it sits on a screen's first view (a published card of «Publicar hoy» or «Historias
 * Pendientes»): the button and its sheet's opener load after the view is drawn (issue 30's budget), in their place.
 */
export function LazyAttachProofButton(props: ComponentProps<typeof AttachProofButtonType>) {
  return (
    <Suspense fallback={null}>
      <AttachProofButton {...props} />
    </Suspense>
  );
}
