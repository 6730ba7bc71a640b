import { progressPercentage } from '@shared/domain/progress';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

/** Client-detail progress (spec section 3): days whose stories are all posted out of total days. */
export function DaysProgress({
  completed,
  total,
  showPercent = false,
  className,
}: {
  completed: number;
  total: number;
  showPercent?: boolean;
  className?: string;
}) {
  const percent = progressPercentage(completed, total);
  const label = `${completed} de ${total} días completados`;
  return (
    <div className={cn('flex min-w-32 items-center gap-2', className)}>
      <Progress value={percent} aria-label={`${label} (${percent}%)`} className="flex-1" />
      <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums" aria-hidden="true">
        {completed}/{total} días{showPercent ? ` · ${percent}%` : ''}
      </span>
    </div>
  );
}
