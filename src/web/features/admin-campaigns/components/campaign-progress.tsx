import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

/** Admin list progress (spec section 3): posted stories out of total stories, with a bar. */
export function CampaignProgress({
  posted,
  total,
  className,
}: {
  posted: number;
  total: number;
  className?: string;
}) {
  const percent = total > 0 ? Math.round((posted / total) * 100) : 0;
  return (
    <div className={cn('flex min-w-28 items-center gap-2', className)}>
      <Progress
        value={percent}
        aria-label={`${posted} de ${total} historias publicadas`}
        className="flex-1"
      />
      <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums" aria-hidden="true">
        {posted}/{total}
      </span>
    </div>
  );
}
