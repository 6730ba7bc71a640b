import { progressPercentage } from '@shared/domain/progress';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

/**
 * Admin list progress (spec section 3): posted stories out of the stories to publish (total − «No se publicará»),
 * with a bar.
 */
export function CampaignProgress({
  posted,
  total,
  skipped = 0,
  className,
}: {
  posted: number;
  total: number;
  skipped?: number;
  className?: string;
}) {
  const percent = progressPercentage(posted, total, skipped);
  const publishable = Math.max(total - skipped, 0);
  const skippedText = skipped > 0 ? ` (${skipped} no se publicarán)` : '';
  return (
    <div className={cn('flex min-w-28 items-center gap-2', className)}>
      <Progress
        value={percent}
        aria-label={`${posted} de ${publishable} historias publicadas${skippedText}`}
        className="flex-1"
      />
      <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums" aria-hidden="true">
        {posted}/{publishable}
      </span>
    </div>
  );
}
