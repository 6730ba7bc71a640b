import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AI_WIZARD_TEXTS } from '../texts';
import { type StepCheck, WIZARD_STEP_COUNT, WIZARD_STEPS, type WizardValues } from '../utils/wizard-steps';
import { DurationStep } from './duration-step';
import { LaunchStep } from './launch-step';
import { TextStep } from './text-step';
import { WizardProgress } from './wizard-progress';

/**
 * The wizard's form: the progress, the current step (its control hands itself to `setFocusTarget`) and
 * 'Anterior' / 'Siguiente' ('Generar Campaña con IA' on the last step). Submitting is `onAdvance`.
 */
export function WizardStepForm({
  stepIndex,
  values,
  check,
  isLastStep,
  onChange,
  onPrevious,
  onAdvance,
  setFocusTarget,
}: {
  stepIndex: number;
  values: WizardValues;
  check: StepCheck;
  isLastStep: boolean;
  onChange<K extends keyof WizardValues>(key: K, value: WizardValues[K]): void;
  onPrevious(): void;
  onAdvance(): void;
  setFocusTarget(element: HTMLElement | null): void;
}) {
  const step = WIZARD_STEPS[stepIndex];
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      aria-label={AI_WIZARD_TEXTS.title}
      onSubmit={(event) => {
        event.preventDefault();
        onAdvance();
      }}
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="grid gap-6">
          <WizardProgress stepIndex={stepIndex} />
          <p className="sr-only" aria-live="polite">
            {`Paso ${stepIndex + 1} de ${WIZARD_STEP_COUNT}: ${step?.title ?? ''}`}
          </p>
          {step?.kind === 'text' && (
            <TextStep
              key={step.field}
              title={step.title}
              question={step.question}
              help={step.help}
              placeholder={step.placeholder}
              value={values[step.field]}
              onChange={(value) => onChange(step.field, value)}
              check={check}
              controlRef={setFocusTarget}
            />
          )}
          {step?.kind === 'duration' && (
            <DurationStep
              title={step.title}
              question={step.question}
              help={step.help}
              value={values.campaignDuration}
              onChange={(value) => onChange('campaignDuration', value)}
              check={check}
              controlRef={setFocusTarget}
            />
          )}
          {step?.kind === 'message' && (
            <TextStep
              title={step.title}
              question={step.question}
              help={step.help}
              placeholder={step.placeholder}
              value={values.keyMessage}
              onChange={(value) => onChange('keyMessage', value)}
              check={check}
              isOptional
              controlRef={setFocusTarget}
            />
          )}
          {step?.kind === 'launch' && (
            <LaunchStep
              title={step.title}
              question={step.question}
              help={step.help}
              value={values.launch}
              onChange={(value) => onChange('launch', value)}
              check={check}
              headingRef={setFocusTarget}
            />
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t px-4 py-3 sm:px-6">
        <Button variant="outline" disabled={stepIndex === 0} onClick={onPrevious}>
          <ArrowLeftIcon aria-hidden="true" />
          {AI_WIZARD_TEXTS.previous}
        </Button>
        <span className="hidden text-muted-foreground text-xs md:inline">{AI_WIZARD_TEXTS.shortcut}</span>
        <Button type="submit" disabled={!check.valid} aria-keyshortcuts="Control+Enter">
          {isLastStep ? (
            <>
              <SparklesIcon aria-hidden="true" />
              {AI_WIZARD_TEXTS.generate}
            </>
          ) : (
            <>
              {AI_WIZARD_TEXTS.next}
              <ArrowRightIcon aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
