import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@shared/domain/statuses';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const STYLES: Record<CampaignStatus, string> = {
  active: 'border-transparent bg-success/15 text-success',
  completed: 'border-transparent bg-info/15 text-info',
  paused: 'border-transparent bg-warning/15 text-amber-800',
  draft: 'border-transparent bg-muted text-muted-foreground',
};

/** The stored campaign status (admin spec section 4): Activa, Completada, Pausada, Borrador. */
export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[status], className)}>
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
