import { SparklesIcon } from 'lucide-react';
import type * as React from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { GeneratingPanel } from './components/generating-panel';
import { WizardStepForm } from './components/wizard-step-form';
import { useAiWizard } from './hooks/use-ai-wizard';
import { useWizardFocus } from './hooks/use-wizard-focus';
import { AI_WIZARD_TEXTS } from './texts';

function isCtrlEnter(event: React.KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

export interface AiWizardDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Crear Campaña con IA' (spec sections 2, 4, 5, 8): the six-step brief validated step by step with the shared
 * schema, then the generating state that follows the request live until it lands on the new campaign. What it
 * does is `useAiWizard`; this file lays it out.
 */
export function AiWizardDialog({ open, onOpenChange }: AiWizardDialogProps) {
  const wizard = useAiWizard({ open, onOpenChange });
  const { state } = wizard;
  const focus = useWizardFocus({ open, stepIndex: state.stepIndex, phase: state.phase });

  const description = !wizard.isGenerating
    ? AI_WIZARD_TEXTS.description
    : state.failedMessage
      ? AI_WIZARD_TEXTS.failedDescription
      : wizard.isReady
        ? AI_WIZARD_TEXTS.readyDescription
        : AI_WIZARD_TEXTS.generatingDescription;

  return (
    <Dialog open={open} onOpenChange={wizard.onOpenChangeRequested}>
      <DialogContent
        className="flex max-h-dvh w-full max-w-none flex-col gap-0 overflow-hidden rounded-none rounded-t-2xl p-0 max-sm:top-auto max-sm:bottom-0 max-sm:translate-y-0 sm:h-[min(46rem,90dvh)] sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focus.focusStep();
        }}
        onKeyDown={(event) => {
          if (!isCtrlEnter(event)) return;
          event.preventDefault();
          wizard.advance();
        }}
      >
        <DialogHeader className="border-b px-4 py-4 pr-12 sm:px-6">
          <DialogTitle className="flex items-center gap-2">
            <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
            {!wizard.isGenerating
              ? AI_WIZARD_TEXTS.title
              : state.failedMessage
                ? AI_WIZARD_TEXTS.failedTitle
                : AI_WIZARD_TEXTS.generatingTitle}
          </DialogTitle>
          <DialogDescription className="max-sm:sr-only">{description}</DialogDescription>
        </DialogHeader>

        {wizard.isGenerating ? (
          <GeneratingPanel
            panelRef={focus.generatingRef}
            request={wizard.request}
            progress={wizard.progress}
            failedMessage={state.failedMessage}
            onClose={() => wizard.onOpenChangeRequested(false)}
            onBackToForm={wizard.backToForm}
          />
        ) : (
          <WizardStepForm
            stepIndex={state.stepIndex}
            values={state.values}
            check={wizard.stepCheck}
            isLastStep={wizard.isLastStep}
            onChange={wizard.update}
            onPrevious={wizard.previous}
            onAdvance={wizard.advance}
            setFocusTarget={focus.setFocusTarget}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
