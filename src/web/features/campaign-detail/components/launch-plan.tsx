import type { LaunchPlanStep } from '@shared/api/client-area/campaigns';
import { ListChecksIcon } from 'lucide-react';
import { useState } from 'react';
import { Disclosure } from './disclosure';
import { SectionHeading } from './section-heading';

/** The AI's step-by-step launch plan (AI-generated campaigns), collapsed by default. */
export function LaunchPlan({ steps }: { steps: readonly LaunchPlanStep[] }) {
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Disclosure
      id="plan-de-lanzamiento"
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      headingLevel={2}
      label={`Plan de lanzamiento, ${ordered.length} pasos`}
      className="rounded-xl border bg-card shadow-xs"
      triggerClassName="items-center px-4 sm:px-5"
      contentClassName="px-4 sm:px-5"
      trigger={
        <SectionHeading
          icon={ListChecksIcon}
          title="Plan de lanzamiento"
          summary={`${ordered.length} pasos`}
        />
      }
    >
      {() => (
        <ol className="grid gap-4">
          {ordered.map((step) => (
            <li key={step.step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs"
              >
                {step.step}
              </span>
              <div className="grid gap-0.5">
                <p className="font-medium">{step.title}</p>
                <p className="text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Disclosure>
  );
}
