import type * as React from 'react';
import { useId } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DURATION_OPTIONS, type StepCheck } from '../utils/wizard-steps';
import { StepQuestion } from './step-question';

/** Step 4 'Duración': 7, 14 or 21 days (7 by default). */
export function DurationStep({
  title,
  question,
  help,
  value,
  onChange,
  check,
  controlRef,
}: {
  title: string;
  question: string;
  help: string;
  value: string;
  onChange(value: string): void;
  check: StepCheck;
  controlRef: React.Ref<HTMLButtonElement>;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-3">
      <StepQuestion title={title} question={question} help={help} labelFor={id} helpId={helpId} />
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          ref={controlRef}
          className="sm:max-w-xs"
          aria-describedby={check.valid ? helpId : `${helpId} ${errorId}`}
          aria-invalid={check.valid ? undefined : true}
        >
          <SelectValue placeholder="Elige la duración" />
        </SelectTrigger>
        <SelectContent>
          {DURATION_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {!check.valid && (
        <p id={errorId} className="text-destructive text-sm">
          {check.message}
        </p>
      )}
    </div>
  );
}
