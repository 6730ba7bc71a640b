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

export const ExportCampaignDialog = lazyWithPreload(
  async () =>
    (await import('@/features/admin-campaigns/components/export-campaign-dialog')).ExportCampaignDialog,
);

/*
 * Campaign templates (issue 33 §2). «Guardar como plantilla» opens from the campaign list, which belongs to
 * admin-campaigns: features do not import each other, so the list's page gets it from here, as it gets its own.
 */
export const SaveAsTemplateDialog = lazyWithPreload(
  async () =>
    (await import('@/features/campaign-templates/components/save-as-template-dialog')).SaveAsTemplateDialog,
);

export const StartFromTemplateDialog = lazyWithPreload(
  async () =>
    (await import('@/features/campaign-templates/components/start-from-template-dialog'))
      .StartFromTemplateDialog,
);

export const TemplatePreviewDialog = lazyWithPreload(
  async () =>
    (await import('@/features/campaign-templates/components/template-preview-dialog')).TemplatePreviewDialog,
);

export const UploadTemplateDialog = lazyWithPreload(
  async () =>
    (await import('@/features/campaign-templates/components/upload-template-dialog')).UploadTemplateDialog,
);

export const RenameTemplateDialog = lazyWithPreload(
  async () =>
    (await import('@/features/campaign-templates/components/rename-template-dialog')).RenameTemplateDialog,
);

export const DeleteTemplateDialog = lazyWithPreload(
  async () =>
    (await import('@/features/campaign-templates/components/delete-template-dialog')).DeleteTemplateDialog,
);

export const AiWizardDialog = lazyWithPreload(
  async () => (await import('@/features/ai-wizard/ai-wizard-dialog')).AiWizardDialog,
);

export const StoryCommentsDialog = lazyWithPreload(
  async () =>
    (await import('@/features/story-comments/components/story-comments-dialog')).StoryCommentsDialog,
);

/*
 * «Revisar automatizaciones» (issue 33 §4), opened from the campaign screen (campaign-detail) and its «Pedir
 * aprobación», which shows the check's counts: the notice is not a dialog, but it is the same feature's and loads
 * the same way, with the approval dialog that shows it.
 */
export const AutomationCheckDialog = lazyWithPreload(
  async () =>
    (await import('@/features/automation-check/components/automation-check-dialog')).AutomationCheckDialog,
);

export const AutomationApprovalNotice = lazyWithPreload(
  async () =>
    (await import('@/features/automation-check/components/automation-approval-notice'))
      .AutomationApprovalNotice,
);
