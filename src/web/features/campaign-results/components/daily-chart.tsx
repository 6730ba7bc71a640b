import type { CampaignResultsDay } from '@shared/results/campaign-results';
import { FUNNEL_STEPS, type FunnelStep } from '@shared/results/funnel';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import { formatCount } from '../utils/results-view';
import { AXIS_TICK, STEP_COLORS } from './chart-colors';
import { ChartTooltipContent } from './chart-tooltip';

/**
 * Each day's reach, interactions, link clicks and keyword DMs as grouped bars. Recharts: only the results screen
 * loads this module (React.lazy in daily-section.tsx). Purely visual: the section's table has the same numbers.
 */
export function DailyChart({
  days,
  labels,
}: {
  days: readonly CampaignResultsDay[];
  labels: Record<FunnelStep, string>;
}) {
  const rows = days.map((day) => ({ name: TEXTS.dayName(day.dayOrder), ...day.funnel }));
  return (
    <BarChart
      responsive
      data={rows}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={false} />
      <YAxis
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={48}
        allowDecimals={false}
        tickFormatter={(value: number) => formatCount(value)}
      />
      <Tooltip content={<ChartTooltipContent />} cursor={{ fill: 'var(--muted)' }} />
      {/* In the funnel's order (Recharts sorts by name unless told not to); the text in the page's colour, which
          reads on white (the series' own, amber for the DMs, would not). */}
      <Legend
        wrapperStyle={{ fontSize: 12 }}
        itemSorter={null}
        formatter={(value: string) => <span className="text-foreground">{value}</span>}
      />
      {FUNNEL_STEPS.map((step) => (
        <Bar
          key={step}
          dataKey={step}
          name={labels[step]}
          fill={STEP_COLORS[step]}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
