import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { parseIsoDate } from '@shared/dates';
import { DAY_STATUS_LABELS, DAY_STATUSES, type DayStatus, dayStatus } from '@shared/domain/day-status';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { useEffect, useMemo, useState } from 'react';
import { Calendar } from '@/components/ui/calendar';
import { cn } from '@/lib/cn';
import { DAY_STATUS_DOT } from './day-status-style';

const isoOf = (date: Date) => format(date, 'yyyy-MM-dd');
const monthOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

const MODIFIER_CLASSES: Record<DayStatus | 'open', string> = {
  completed:
    '[&>button]:bg-success [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-success/85',
  in_progress:
    '[&>button]:bg-warning/25 [&>button]:font-semibold [&>button]:text-foreground [&>button]:hover:bg-warning/40',
  pending:
    '[&>button]:border [&>button]:border-border [&>button]:bg-muted [&>button]:font-medium [&>button]:text-foreground',
  /** The day open in the list. */
  open: '[&>button]:ring-2 [&>button]:ring-primary [&>button]:ring-offset-2 [&>button]:ring-offset-card',
};

/**
 * The campaign calendar (react-day-picker, Spanish, weeks from Monday): each campaign day coloured by its
 * status (completed, in progress, pending) with the legend; other dates are disabled. Choosing a day calls
 * `onSelectDay` (the page opens it and scrolls to it). "Today" is the server's.
 */
export function CampaignCalendar({
  days,
  today,
  openDayId,
  onSelectDay,
}: {
  days: readonly CampaignDay[];
  today: string;
  openDayId: string | null;
  onSelectDay: (dayId: string) => void;
}) {
  const { dayByIso, modifiers, firstMonth, lastMonth } = useMemo(() => {
    const byIso = new Map<string, CampaignDay>();
    const groups: Record<DayStatus, Date[]> = { completed: [], in_progress: [], pending: [] };
    for (const day of days) {
      const date = parseIsoDate(day.date);
      if (!date || byIso.has(day.date)) continue;
      byIso.set(day.date, day);
      groups[dayStatus(day.stories)].push(date);
    }
    const dates = [...byIso.keys()].sort();
    const first = dates[0] ? parseIsoDate(dates[0]) : null;
    const last = dates.at(-1) ? parseIsoDate(dates.at(-1)!) : null;
    return {
      dayByIso: byIso,
      modifiers: groups,
      firstMonth: first ? monthOf(first) : undefined,
      lastMonth: last ? monthOf(last) : undefined,
    };
  }, [days]);

  const openDay = openDayId ? days.find((day) => day.id === openDayId) : undefined;
  const selected = openDay ? (parseIsoDate(openDay.date) ?? undefined) : undefined;
  const todayDate = parseIsoDate(today) ?? undefined;
  const [month, setMonth] = useState<Date | undefined>(() =>
    selected ? monthOf(selected) : (firstMonth ?? todayDate),
  );

  // Follow the open day when it changes from outside (a deep link, 'Ir a historia actual').
  const selectedIso = openDay?.date;
  useEffect(() => {
    const date = selectedIso ? parseIsoDate(selectedIso) : null;
    if (date) setMonth(monthOf(date));
  }, [selectedIso]);

  return (
    <div className="grid gap-4 md:max-lg:grid-cols-[minmax(0,20rem)_1fr] md:max-lg:items-center md:max-lg:gap-8">
      <Calendar
        className="mx-auto w-full max-w-sm"
        classNames={{ root: 'w-full' }}
        month={month}
        onMonthChange={setMonth}
        startMonth={firstMonth}
        endMonth={lastMonth}
        hideNavigation={firstMonth !== undefined && firstMonth.getTime() === lastMonth?.getTime()}
        today={todayDate}
        modifiers={{ ...modifiers, open: selected }}
        modifiersClassNames={MODIFIER_CLASSES}
        disabled={(date) => !dayByIso.has(isoOf(date))}
        onDayClick={(date, dayModifiers) => {
          if (dayModifiers.disabled) return;
          const day = dayByIso.get(isoOf(date));
          if (day) onSelectDay(day.id);
        }}
        labels={{
          labelDayButton: (date, dayModifiers) => {
            const day = dayByIso.get(isoOf(date));
            const base = format(date, 'PPPP', { locale: es });
            const prefix = dayModifiers.today ? `Hoy, ${base}` : base;
            if (!day) return prefix;
            return `${prefix}. Día ${day.dayOrder}: ${DAY_STATUS_LABELS[dayStatus(day.stories)]}`;
          },
        }}
      />
      <ul
        aria-label="Leyenda del calendario"
        className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-xs"
      >
        {DAY_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1.5 text-muted-foreground">
            <span className={cn('size-3 rounded-sm', DAY_STATUS_DOT[status])} aria-hidden="true" />
            {DAY_STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
    </div>
  );
}
