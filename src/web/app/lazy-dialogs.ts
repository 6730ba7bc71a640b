import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * Dialogs that no page needs for its first paint, each in its own chunk: they bring forms, validators, selects
 * and date pickers. Pages render them inside <Suspense> once they are first opened, and call `preload()` when
 * what opens them is pointed at or focused, so that they still open at once.
 */

export const ImportCampaignDialog = lazyWithPreload(
  async () => (await import('@/features/campaign-import/import-campaign-dialog')).ImportCampaignDialog,
);

export const DeleteClientDialog = lazyWithPreload(
  async () => (await import('@/features/admin-clients/components/delete-client-dialog')).DeleteClientDialog,
);

export const DeleteCampaignDialog = lazyWithPreload(
  async () =>
    (await import('@/features/admin-campaigns/components/delete-campaign-dialog')).DeleteCampaignDialog,
);

export const MoveCampaignDialog = lazyWithPreload(
  async () => (await import('@/features/admin-campaigns/components/move-campaign-dialog')).MoveCampaignDialog,
);

export const DuplicateCampaignDialog = lazyWithPreload(
  async () =>
    (await import('@/features/admin-campaigns/components/duplicate-campaign-dialog')).DuplicateCampaignDialog,
);

export const AiWizardDialog = lazyWithPreload(
  async () => (await import('@/features/ai-wizard/ai-wizard-dialog')).AiWizardDialog,
);

export const StoryCommentsDialog = lazyWithPreload(
  async () =>
    (await import('@/features/story-comments/components/story-comments-dialog')).StoryCommentsDialog,
);
