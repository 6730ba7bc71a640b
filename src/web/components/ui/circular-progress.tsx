import { CIRCULAR_PROGRESS_DEFAULT_SIZE, CIRCULAR_PROGRESS_DEFAULT_STROKE } from '@shared/constants';
import type * as React from 'react';
import { cn } from '@/lib/cn';

type CircularProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** 0-100; clamped. */
  value: number;
  /** Diameter in pixels (spec: 120 by default). */
  size?: number;
  /** Ring thickness in pixels (spec: 8 by default). */
  strokeWidth?: number;
  /** Accessible name of the progress bar. */
  label: string;
  /** What sits inside the ring; the rounded percentage by default. */
  children?: React.ReactNode;
  indicatorClassName?: string;
};

/**
 * A ring that fills clockwise from the top: an accessible progress bar (role="progressbar", aria-valuenow)
 * drawn with two SVG circles. The centre shows the percentage unless children are given.
 */
export function CircularProgress({
  value,
  size = CIRCULAR_PROGRESS_DEFAULT_SIZE,
  strokeWidth = CIRCULAR_PROGRESS_DEFAULT_STROKE,
  label,
  children,
  className,
  indicatorClassName,
  style,
  ...props
}: CircularProgressProps) {
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const rounded = Math.round(percent);
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - percent / 100);
  return (
    <div
      data-slot="circular-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded}%`}
      className={cn('relative inline-flex shrink-0 items-center justify-center', className)}
      style={{ width: size, height: size, ...style }}
      {...props}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className="-rotate-90 absolute inset-0"
        aria-hidden="true"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          className="stroke-muted"
        />
        <circle
          data-slot="circular-progress-indicator"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          strokeLinecap={percent > 0 ? 'round' : 'butt'}
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          className={cn('stroke-primary transition-[stroke-dashoffset] duration-500', indicatorClassName)}
        />
      </svg>
      <div className="relative flex flex-col items-center justify-center text-center" aria-hidden="true">
        {children ?? <span className="font-bold text-2xl tabular-nums">{rounded}%</span>}
      </div>
    </div>
  );
}
