import type { TooltipContentProps } from 'recharts';
import { formatCount } from '../utils/results-view';

/** The tooltip of the results charts, in the panel's look (shadcn/ui's chart tooltip): the label, then each series. */
export function ChartTooltipContent({
  active,
  label,
  payload,
}: Partial<TooltipContentProps<number, string>>) {
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-36 gap-1.5 rounded-lg border bg-card px-3 py-2 text-xs shadow-lg">
      <p className="font-medium">{label}</p>
      <ul className="grid gap-1">
        {payload.map((item) => (
          <li key={String(item.dataKey)} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-sm"
              style={{ background: item.color }}
            />
            <span className="text-muted-foreground">{item.name}</span>
            <span className="ml-auto font-medium tabular-nums">{formatCount(Number(item.value ?? 0))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
