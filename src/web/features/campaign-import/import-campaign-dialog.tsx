import type { CampaignImportResponse } from '@shared/campaign-import/types';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ImportCampaignPanel } from './components/import-campaign-panel';

export interface ImportCampaignDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** From a client's detail: the campaign is for this client and the picker is hidden. */
  preselectedClient?: { id: string; brandName: string };
  /** Called after a successful import (the admin queries are already invalidated). */
  onImported?(result: CampaignImportResponse): void;
}

/** The 'Importar Campaña JSON' panel in a modal about 4xl wide and 90% of the viewport high, scrollable. */
export function ImportCampaignDialog({
  open,
  onOpenChange,
  preselectedClient,
  onImported,
}: ImportCampaignDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="flex max-h-[90dvh] max-w-4xl flex-col gap-0 overflow-hidden p-0"
      >
        <DialogHeader className="border-b px-4 py-4 sm:px-6">
          <DialogTitle>Importar Campaña JSON</DialogTitle>
          <DialogDescription>
            {preselectedClient
              ? `Sube la campaña de ${preselectedClient.brandName}: un archivo JSON, o un .zip con el JSON y los archivos de sus historias.`
              : 'Elige un cliente activo y sube la campaña: un archivo JSON, o un .zip con el JSON y los archivos de sus historias.'}
          </DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {/* Unmounted when closed: opening again starts from a clean panel. */}
          {open && (
            <ImportCampaignPanel
              {...(preselectedClient ? { preselectedClient } : {})}
              {...(onImported ? { onImported } : {})}
            />
          )}
        </div>
        <DialogFooter className="border-t px-4 py-3 sm:px-6">
          <DialogClose asChild>
            <Button variant="outline">Cerrar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
