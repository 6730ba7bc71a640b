import type { StoryResultsBody } from '@shared/results/story-results';
import { type ReactNode, useId } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
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
import { STORY_RESULTS_TEXTS as TEXTS } from '../results-texts';
import type { ResultsFormValues } from '../utils/results-form-values';

export type ResultsControl = Control<ResultsFormValues, unknown, StoryResultsBody>;

/**
 * One number of the results form: a text field with the phone's numeric keyboard (`pattern` brings the digits pad
 * on iOS; the form is `noValidate`, so it never blocks), tall enough for a thumb, its hint and its message. A count
 * read from the connected Instagram account (`isFromInstagram`) is shown read-only (still focusable, still in the
 * form's values and sent with them; the server keeps Instagram's anyway) with the badge «desde Instagram», which
 * the field's description names too.
 */
export function ResultField({
  control,
  name,
  label,
  hint,
  isDecimal = false,
  isFromInstagram = false,
  disabled,
  className,
}: {
  control: ResultsControl;
  name: FieldPath<ResultsFormValues>;
  label: ReactNode;
  hint?: ReactNode;
  /** The slider's average (72,5): the keyboard with a decimal separator. */
  isDecimal?: boolean;
  /** Filled from the account's insights: not editable here. */
  isFromInstagram?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const badgeId = useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start gap-1.5', className)}>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <FormLabel className="leading-snug">{label}</FormLabel>
            {isFromInstagram && (
              <Badge id={badgeId} variant="secondary" className="font-normal">
                {TEXTS.fromInstagram}
              </Badge>
            )}
          </div>
          <FormControl aria-describedby={isFromInstagram ? badgeId : undefined}>
            <Input
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
              disabled={disabled ?? field.disabled}
              readOnly={isFromInstagram}
              type="text"
              inputMode={isDecimal ? 'decimal' : 'numeric'}
              pattern={isDecimal ? '[0-9.,]*' : '[0-9.]*'}
              autoComplete="off"
              enterKeyHint="next"
              className={cn(
                'h-12 text-lg tabular-nums md:h-11 md:text-base',
                isFromInstagram && 'cursor-default border-dashed bg-muted/60 shadow-none',
              )}
            />
          </FormControl>
          {hint && <FormDescription className="text-xs">{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
