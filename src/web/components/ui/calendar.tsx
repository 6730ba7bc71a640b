import { WEEK_STARTS_ON } from '@shared/dates';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { type ChevronProps, DayPicker, getDefaultClassNames } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon className={cn('size-4', className)} aria-hidden="true" />;
}

export type CalendarProps = React.ComponentProps<typeof DayPicker>;

/**
 * shadcn/ui's calendar on react-day-picker: Spanish locale and labels, weeks starting on Monday, the app's
 * tokens. A grid with roving focus: arrow keys move between days, Page Up/Down between months.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  components,
  ...props
}: CalendarProps) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      locale={es}
      weekStartsOn={WEEK_STARTS_ON}
      showOutsideDays={showOutsideDays}
      className={cn('group/calendar w-fit bg-transparent', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4', defaults.months),
        month: cn('flex w-full flex-col gap-3', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-9 select-none aria-disabled:opacity-40',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-9 select-none aria-disabled:opacity-40',
          defaults.button_next,
        ),
        month_caption: cn('flex h-9 w-full items-center justify-center px-10', defaults.month_caption),
        caption_label: cn('select-none font-semibold text-sm capitalize', defaults.caption_label),
        month_grid: cn('w-full border-collapse', defaults.month_grid),
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn(
          'flex-1 select-none pb-1 font-medium text-muted-foreground text-xs capitalize',
          defaults.weekday,
        ),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn('relative flex-1 p-0.5 text-center text-sm', defaults.day),
        day_button: cn(
          'inline-flex aspect-square w-full min-w-9 cursor-pointer items-center justify-center rounded-md font-normal text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-default disabled:hover:bg-transparent',
          defaults.day_button,
        ),
        today: cn('font-semibold [&>button]:underline [&>button]:underline-offset-4', defaults.today),
        // Days of the previous/next month: set apart by the muted token at full strength (about 6.5:1 on the
        // card), not by transparency, which fell under WCAG AA's 4.5:1 for text (tests/e2e/accessibility).
        outside: cn('text-muted-foreground', defaults.outside),
        disabled: cn('text-muted-foreground/70', defaults.disabled),
        selected: cn('[&>button]:ring-2 [&>button]:ring-primary [&>button]:ring-offset-1', defaults.selected),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: CalendarChevron,
        ...components,
      }}
      {...props}
    />
  );
}
