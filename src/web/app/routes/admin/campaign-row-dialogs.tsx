import { Suspense, useCallback, useState } from 'react';
import type { AdminCampaignListItem } from '@/features/admin-campaigns/api/get-admin-campaigns';
import type { CampaignRowAction } from '@/features/admin-campaigns/components/campaign-row-actions';
import {
  DeleteCampaignDialog,
  DuplicateCampaignDialog,
  ExportCampaignDialog,
  MoveCampaignDialog,
  SaveAsTemplateDialog,
} from '../../lazy-dialogs';

/** The campaign a row's dialog was last opened for, and whether it is open (it stays mounted to animate closing). */
type Opened = { campaign: AdminCampaignListItem; isOpen: boolean };
export type CampaignRowDialogsState = Partial<Record<CampaignRowAction, Opened>>;

/** Starts downloading the row dialogs (on pointing at or focusing the list), so that they open at once. */
export function preloadCampaignRowDialogs() {
  for (const dialog of [
    DeleteCampaignDialog,
    MoveCampaignDialog,
    DuplicateCampaignDialog,
    SaveAsTemplateDialog,
    ExportCampaignDialog,
  ]) {
    dialog.preload().catch(() => undefined);
  }
}

/** Which row dialog is open, for which campaign: `open` is what the rows call. */
export function useCampaignRowDialogs() {
  const [dialogs, setDialogs] = useState<CampaignRowDialogsState>({});
  const open = useCallback((action: CampaignRowAction, campaign: AdminCampaignListItem) => {
    setDialogs((current) => ({ ...current, [action]: { campaign, isOpen: true } }));
  }, []);
  const setOpen = useCallback((action: CampaignRowAction, isOpen: boolean) => {
    setDialogs((current) => {
      const opened = current[action];
      return opened ? { ...current, [action]: { ...opened, isOpen } } : current;
    });
  }, []);
  return { dialogs, open, setOpen };
}

/**
 * The dialogs of the campaign list's rows, each in its own chunk (app/lazy-dialogs.ts), mounted from the first time
 * it is opened: Mover fechas, Duplicar, Guardar como plantilla (campaign-templates), Exportar and Eliminar.
 */
export function CampaignRowDialogs({
  dialogs,
  setOpen,
}: {
  dialogs: CampaignRowDialogsState;
  setOpen(action: CampaignRowAction, isOpen: boolean): void;
}) {
  const props = (action: CampaignRowAction) => {
    const opened = dialogs[action];
    return opened
      ? {
          campaign: opened.campaign,
          open: opened.isOpen,
          onOpenChange: (isOpen: boolean) => setOpen(action, isOpen),
        }
      : null;
  };
  const move = props('move');
  const duplicate = props('duplicate');
  const saveAsTemplate = props('save-as-template');
  const exportFiles = props('export');
  const deletion = props('delete');
  return (
    <Suspense fallback={null}>
      {move && <MoveCampaignDialog {...move} />}
      {duplicate && <DuplicateCampaignDialog {...duplicate} />}
      {saveAsTemplate && <SaveAsTemplateDialog {...saveAsTemplate} />}
      {exportFiles && <ExportCampaignDialog {...exportFiles} />}
      {deletion && <DeleteCampaignDialog {...deletion} />}
    </Suspense>
  );
}
