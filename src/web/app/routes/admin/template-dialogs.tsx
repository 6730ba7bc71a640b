import type { TemplateSummary } from '@shared/api/campaign-templates';
import { Suspense, useCallback, useState } from 'react';
import type { TemplateAction } from '@/features/campaign-templates/components/template-list';
import {
  DeleteTemplateDialog,
  RenameTemplateDialog,
  StartFromTemplateDialog,
  TemplatePreviewDialog,
  UploadTemplateDialog,
} from '../../lazy-dialogs';

/** What a dialog of «Plantillas» needs of its template: `use` may open from a link, with only the id known. */
type TemplateRef = Pick<TemplateSummary, 'id' | 'name' | 'description'>;
type Opened = { template: TemplateRef; isOpen: boolean };
type TemplateDialogsState = Partial<Record<TemplateAction, Opened>> & { upload?: boolean };

/** Starts downloading the dialogs of a template's row (on pointing at or focusing the list). */
export function preloadTemplateDialogs() {
  for (const dialog of [
    StartFromTemplateDialog,
    TemplatePreviewDialog,
    RenameTemplateDialog,
    DeleteTemplateDialog,
  ]) {
    dialog.preload().catch(() => undefined);
  }
}

/** Which dialog of «Plantillas» is open, for which template. */
export function useTemplateDialogs() {
  const [dialogs, setDialogs] = useState<TemplateDialogsState>({});
  const open = useCallback((action: TemplateAction, template: TemplateRef) => {
    setDialogs((current) => ({ ...current, [action]: { template, isOpen: true } }));
  }, []);
  const setOpen = useCallback((action: TemplateAction, isOpen: boolean) => {
    setDialogs((current) => {
      const opened = current[action];
      return opened ? { ...current, [action]: { ...opened, isOpen } } : current;
    });
  }, []);
  const setUploadOpen = useCallback((isOpen: boolean) => {
    setDialogs((current) => ({ ...current, upload: isOpen }));
  }, []);
  return { dialogs, open, setOpen, setUploadOpen };
}

/**
 * The dialogs of «Plantillas», each in its own chunk (app/lazy-dialogs.ts), mounted from the first time it is opened:
 * «Nueva campaña desde plantilla», «Vista previa» (whose «Usar plantilla» opens the former), «Renombrar»,
 * «Eliminar» and «Subir plantilla (JSON)».
 */
export function TemplateDialogs({ state }: { state: ReturnType<typeof useTemplateDialogs> }) {
  const { dialogs, open, setOpen, setUploadOpen } = state;
  const props = (action: TemplateAction) => {
    const opened = dialogs[action];
    return opened
      ? {
          template: opened.template,
          open: opened.isOpen,
          onOpenChange: (isOpen: boolean) => setOpen(action, isOpen),
        }
      : null;
  };
  const use = props('use');
  const preview = props('preview');
  const rename = props('rename');
  const deletion = props('delete');
  return (
    <Suspense fallback={null}>
      {use && <StartFromTemplateDialog {...use} />}
      {preview && (
        <TemplatePreviewDialog
          {...preview}
          onUse={(template) => {
            setOpen('preview', false);
            open('use', { description: null, ...template });
          }}
        />
      )}
      {rename && <RenameTemplateDialog {...rename} />}
      {deletion && <DeleteTemplateDialog {...deletion} />}
      {dialogs.upload !== undefined && (
        <UploadTemplateDialog open={dialogs.upload} onOpenChange={setUploadOpen} />
      )}
    </Suspense>
  );
}
