import type { AiRequestDto } from '@shared/ai/contract';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { AI_WIZARD_TEXTS } from '../texts';
import { GenerationProgress } from './generation-progress';

/** The wizard while generating: the checklist, and after a failure 'Cerrar' / 'Volver al formulario'. */
export function GeneratingPanel({
  panelRef,
  request,
  progress,
  failedMessage,
  onClose,
  onBackToForm,
}: {
  panelRef: React.Ref<HTMLDivElement>;
  request: AiRequestDto | null;
  progress: number;
  failedMessage: string | null;
  onClose(): void;
  onBackToForm(): void;
}) {
  return (
    <>
      <div
        ref={panelRef}
        tabIndex={-1}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-5 outline-none sm:px-6"
      >
        <GenerationProgress request={request} progress={progress} failedMessage={failedMessage} />
      </div>
      {failedMessage && (
        <div className="flex flex-col-reverse gap-2 border-t px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="outline" onClick={onClose}>
            {AI_WIZARD_TEXTS.close}
          </Button>
          <Button onClick={onBackToForm}>{AI_WIZARD_TEXTS.backToForm}</Button>
        </div>
      )}
    </>
  );
}
