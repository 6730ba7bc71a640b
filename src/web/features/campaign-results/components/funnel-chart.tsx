import { type FunnelStepRate, formatRate } from '@shared/results/funnel';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  LabelList,
  type LabelProps,
  Rectangle,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount } from '../utils/results-view';
import { AXIS_TICK, STEP_COLORS } from './chart-colors';

/** Each bar's band: its label line above, then the bar (the chart's height follows the number of steps). */
const ROW_PX = 56;
const BAR_PX = 20;

/** A step's line above its bar: 'Interacciones: 100 · 10 %' (the rate from the step before, when there is one). */
function stepText(rate: FunnelStepRate): string {
  const value = `${rate.label}: ${formatCount(rate.value)}`;
  return rate.rateFromPrevious === null ? value : `${value} · ${formatRate(rate.rateFromPrevious)}`;
}

/**
 * The funnel as horizontal bars, one per step, each with its name, total and the rate from the step before written
 * above it (so that the bars keep the whole width of a phone). Recharts: only the results screen loads this module
 * (React.lazy in funnel-section.tsx). Purely visual: the section's table carries the same numbers for assistive
 * technology, and the wrapper names the picture.
 */
export function FunnelChart({ rates }: { rates: readonly FunnelStepRate[] }) {
  const rows = rates.map((rate) => ({
    step: rate.step,
    value: rate.value,
    text: stepText(rate),
  }));
  const label = ({ x, y, value }: LabelProps & { x?: number | string; y?: number | string }) => (
    <text x={Number(x)} y={Number(y) - 6} {...AXIS_TICK} fill="var(--foreground)">
      {String(value)}
    </text>
  );
  return (
    <BarChart
      responsive
      layout="vertical"
      data={rows}
      style={{ width: '100%', height: rows.length * ROW_PX + 8 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <XAxis type="number" hide domain={[0, 'dataMax']} />
      <YAxis type="category" dataKey="step" hide />
      <Bar
        dataKey="value"
        barSize={BAR_PX}
        isAnimationActive={false}
        radius={4}
        minPointSize={2}
        shape={(props: BarShapeProps) => (
          <Rectangle {...props} fill={STEP_COLORS[rows[props.index]?.step ?? 'reach']} />
        )}
      >
        <LabelList dataKey="text" content={label} />
      </Bar>
    </BarChart>
  );
}
