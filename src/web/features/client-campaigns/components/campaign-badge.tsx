import {
  CAMPAIGN_BADGE_LABELS,
  type CampaignBadge as CampaignBadgeValue,
} from '@shared/domain/campaign-badge';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const LOOKS: Record<CampaignBadgeValue, string> = {
  completed: 'bg-success/15 text-success',
  in_progress: 'bg-primary/10 text-primary',
  not_started: 'bg-info/10 text-info',
  finished: 'bg-muted text-muted-foreground',
};

/** The client-area campaign badge: Completada, En Progreso, No Iniciada or Finalizada. */
export function CampaignBadge({ badge, className }: { badge: CampaignBadgeValue; className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', LOOKS[badge], className)}>
      {CAMPAIGN_BADGE_LABELS[badge]}
    </Badge>
  );
}
