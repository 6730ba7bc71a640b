import type { StoryResultsBody } from '@shared/results/story-results';
import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ResultsFormValues } from '../utils/results-form-values';

export type ResultsControl = Control<ResultsFormValues, unknown, StoryResultsBody>;

/**
 * One number of the results form: a text field with the phone's numeric keyboard (`pattern` brings the digits pad
 * on iOS; the form is `noValidate`, so it never blocks), tall enough for a thumb, its hint and its message.
 */
export function ResultField({
  control,
  name,
  label,
  hint,
  isDecimal = false,
  disabled,
  className,
}: {
  control: ResultsControl;
  name: FieldPath<ResultsFormValues>;
  label: ReactNode;
  hint?: ReactNode;
  /** The slider's average (72,5): the keyboard with a decimal separator. */
  isDecimal?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start gap-1.5', className)}>
          <FormLabel className="leading-snug">{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
              disabled={disabled ?? field.disabled}
              type="text"
              inputMode={isDecimal ? 'decimal' : 'numeric'}
              pattern={isDecimal ? '[0-9.,]*' : '[0-9.]*'}
              autoComplete="off"
              enterKeyHint="next"
              className="h-12 text-lg tabular-nums md:h-11 md:text-base"
            />
          </FormControl>
          {hint && <FormDescription className="text-xs">{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
