import { STORY_STATUS_LABELS, type StoryStatus } from '@shared/domain/story-status';
import {
  AlertTriangleIcon,
  BanIcon,
  CalendarClockIcon,
  CheckCircle2Icon,
  ClockIcon,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const LOOKS: Record<StoryStatus, { className: string; icon: LucideIcon }> = {
  overdue: { className: 'bg-destructive/10 text-destructive', icon: AlertTriangleIcon },
  due_today: { className: 'bg-warning/20 text-[oklch(0.45_0.12_65)]', icon: ClockIcon },
  upcoming: { className: 'bg-secondary text-secondary-foreground', icon: CalendarClockIcon },
  published: { className: 'bg-success/15 text-success', icon: CheckCircle2Icon },
  skipped: { className: 'bg-muted text-muted-foreground', icon: BanIcon },
};

/**
 * A pending-story status with its Spanish label (Atrasada, Hoy, Próxima, Publicada, No se publicará), or `label`
 * in its look (a late story's «Atrasada desde las 16:00»).
 */
export function StoryStatusBadge({
  status,
  label,
  className,
}: {
  status: StoryStatus;
  label?: string | null;
  className?: string;
}) {
  const look = LOOKS[status];
  const Icon = look.icon;
  return (
    <Badge variant="outline" className={cn('border-transparent', look.className, className)}>
      <Icon aria-hidden="true" />
      {label || STORY_STATUS_LABELS[status]}
    </Badge>
  );
}
