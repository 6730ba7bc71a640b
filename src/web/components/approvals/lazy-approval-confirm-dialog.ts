import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The approval confirmation (approval-confirm-dialog.tsx) as its own chunk: «Publicar hoy»'s cards and the pending
 * list load it when the button that may open it is pointed at, focused or pressed.
 */
export const LazyApprovalConfirmDialog = lazyWithPreload(
  async () => (await import('./approval-confirm-dialog')).ApprovalConfirmDialog,
);

export const preloadApprovalConfirm = () => void LazyApprovalConfirmDialog.preload().catch(() => undefined);
