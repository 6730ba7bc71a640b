import { AI_BRIEF_MESSAGES } from '@shared/ai/contract';
import { WIZARD_MIN_TEXT_LENGTH } from '@shared/constants';
import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { StepCheck } from '../utils/wizard-steps';
import { StepQuestion } from './step-question';

/**
 * A free-text step: the question labels a textarea; under it the hint 'Mínimo 30 caracteres' with a live count of
 * the characters after trimming (the rule the shared schema applies), or the optional mark for the key message.
 */
export function TextStep({
  title,
  question,
  help,
  placeholder,
  value,
  onChange,
  check,
  isOptional = false,
  controlRef,
}: {
  title: string;
  question: string;
  help: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  check: StepCheck;
  isOptional?: boolean;
  controlRef: React.Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const length = value.trim().length;
  const reachedMinimum = length >= WIZARD_MIN_TEXT_LENGTH;
  // The minimum is the hint itself; only another problem (too long) is shown as an error.
  const error = !check.valid && (isOptional || reachedMinimum) ? check.message : null;

  return (
    <div className="grid gap-3">
      <StepQuestion
        title={title}
        question={question}
        help={help}
        labelFor={id}
        helpId={helpId}
        optional={isOptional}
      />
      <Textarea
        id={id}
        ref={controlRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        rows={5}
        aria-describedby={[helpId, isOptional ? null : hintId, error ? errorId : null]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={isOptional ? undefined : true}
        className="max-h-72 min-h-32 resize-y"
      />
      {!isOptional && (
        <p
          id={hintId}
          className={cn(
            'flex items-center justify-between gap-2 text-sm',
            reachedMinimum ? 'text-success' : 'text-muted-foreground',
          )}
        >
          <span className="flex items-center gap-1">
            {reachedMinimum && <CheckIcon className="size-4" aria-hidden="true" />}
            {AI_BRIEF_MESSAGES.minText}
          </span>
          <span className="tabular-nums">
            {length}
            <span className="sr-only"> caracteres de {WIZARD_MIN_TEXT_LENGTH}</span>
            <span aria-hidden="true">/{WIZARD_MIN_TEXT_LENGTH}</span>
          </span>
        </p>
      )}
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
