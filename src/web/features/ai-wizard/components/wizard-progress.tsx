import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { stepPercent, WIZARD_STEP_COUNT, WIZARD_STEPS } from '../utils/wizard-steps';

/** 'Paso N de 6', the percentage completed, a bar and the six step titles (the current one marked). */
export function WizardProgress({ stepIndex }: { stepIndex: number }) {
  const percent = stepPercent(stepIndex);
  const label = `Paso ${stepIndex + 1} de ${WIZARD_STEP_COUNT}`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">{percent}% completado</span>
      </div>
      <Progress value={percent} aria-label={`${label}: ${percent}% completado`} className="h-1.5" />
      <ol className="hidden grid-cols-6 gap-1 sm:grid" aria-label="Pasos">
        {WIZARD_STEPS.map((step, index) => (
          <li
            key={step.title}
            aria-current={index === stepIndex ? 'step' : undefined}
            className={cn(
              'text-center text-xs leading-tight wrap-anywhere',
              index === stepIndex
                ? 'font-semibold text-primary'
                : index < stepIndex
                  ? 'text-foreground'
                  : 'text-muted-foreground',
            )}
          >
            {step.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
