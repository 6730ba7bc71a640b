import { CalendarClockIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  firstSelectableDay,
  formatLaunchEs,
  HOURS,
  type LaunchChoice,
  launchInstant,
  MINUTES,
  twoDigits,
} from '../utils/launch-datetime';
import type { StepCheck } from '../utils/wizard-steps';
import { StepQuestion } from './step-question';

/**
 * Step 6 'Lanzamiento': a calendar (Spanish, weeks from Monday, days before today disabled) plus hour (0-23) and
 * minute (0-59) selects; the chosen launch is spelt out in Spanish under them.
 */
export function LaunchStep({
  title,
  question,
  help,
  value,
  onChange,
  check,
  headingRef,
}: {
  title: string;
  question: string;
  help: string;
  value: LaunchChoice;
  onChange(value: LaunchChoice): void;
  check: StepCheck;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const summaryId = `${id}-summary`;
  const hourId = `${id}-hour`;
  const minuteId = `${id}-minute`;
  const instant = launchInstant(value);
  const today = firstSelectableDay();

  return (
    <div className="grid gap-4">
      <StepQuestion title={title} question={question} help={help} helpId={helpId} headingRef={headingRef} />
      <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
        <fieldset className="min-w-0 rounded-lg border bg-card p-3">
          <legend className="sr-only">Fecha de lanzamiento</legend>
          <Calendar
            mode="single"
            required
            selected={value.date}
            onSelect={(date) => onChange({ ...value, date })}
            defaultMonth={value.date ?? today}
            startMonth={today}
            disabled={{ before: today }}
            className="mx-auto"
          />
        </fieldset>
        <div className="grid gap-4">
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-2">
              <Label htmlFor={hourId}>Hora</Label>
              <Select
                value={String(value.hour)}
                onValueChange={(hour) => onChange({ ...value, hour: Number(hour) })}
              >
                <SelectTrigger id={hourId} aria-describedby={summaryId}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="max-h-64">
                  {HOURS.map((hour) => (
                    <SelectItem key={hour} value={String(hour)}>
                      {twoDigits(hour)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={minuteId}>Minutos</Label>
              <Select
                value={String(value.minute)}
                onValueChange={(minute) => onChange({ ...value, minute: Number(minute) })}
              >
                <SelectTrigger id={minuteId} aria-describedby={summaryId}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="max-h-64">
                  {MINUTES.map((minute) => (
                    <SelectItem key={minute} value={String(minute)}>
                      {twoDigits(minute)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div id={summaryId} aria-live="polite" className="flex gap-2 rounded-lg bg-muted/60 p-3 text-sm">
            <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {instant && check.valid ? (
              <p>
                Lanzamiento:{' '}
                <span className="font-medium first-letter:uppercase">{formatLaunchEs(instant)}</span>
              </p>
            ) : (
              <p className="text-destructive">
                {check.valid ? 'Elige un día en el calendario' : check.message}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
