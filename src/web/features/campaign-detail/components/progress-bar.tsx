import { cn } from '@/lib/cn';

/**
 * components/ui/progress without Radix (issue 30: Radix's progress and context left the campaign screen's first
 * view): the same markup, classes and ARIA (role progressbar, aria-valuenow, aria-valuetext; no value = loading
 * without a figure).
 */
export function ProgressBar({
  value,
  className,
  getValueLabel = (current) => `${Math.round(current)}%`,
  ...aria
}: {
  value: number | null;
  className?: string;
  getValueLabel?: (value: number) => string;
  'aria-label': string;
}) {
  const isKnown = value !== null && Number.isFinite(value);
  const percent = isKnown ? Math.min(100, Math.max(0, value)) : 0;
  const state = !isKnown ? 'indeterminate' : percent === 100 ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isKnown ? percent : undefined}
      aria-valuetext={isKnown ? getValueLabel(percent) : undefined}
      data-state={state}
      data-value={isKnown ? percent : undefined}
      data-max={100}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...aria}
    >
      <div
        data-state={state}
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
