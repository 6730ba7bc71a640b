import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The campaign screen's dialogs, each in its own chunk: the screen's first paint needs none of them, and they
 * bring forms (react-hook-form and zod for «Cambiar hora»), the client's contact and Radix Dialog. Their openers
 * render them inside <Suspense> from their first opening on, and start the download when pointed at, focused or
 * pressed (`preloadOn`), so that they still open at once.
 */

export const StoryTimeDialog = lazyWithPreload(
  async () => (await import('./story-time-dialog')).StoryTimeDialog,
);

export const RequestApprovalDialog = lazyWithPreload(
  async () => (await import('./request-approval-dialog')).RequestApprovalDialog,
);

export const CompletionDialog = lazyWithPreload(
  async () => (await import('./completion-dialog')).CompletionDialog,
);

export const DisableLinkDialog = lazyWithPreload(
  async () => (await import('./disable-link-dialog')).DisableLinkDialog,
);
