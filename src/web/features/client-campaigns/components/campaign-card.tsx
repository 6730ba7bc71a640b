import type { CampaignCard as CampaignCardData } from '@shared/api/client-area/campaigns';
import { formatDateEs } from '@shared/dates';
import { campaignBadge } from '@shared/domain/campaign-badge';
import { CAMPAIGN_STATUS_LABELS, isCampaignOnHold } from '@shared/domain/statuses';
import { ArrowRightIcon, CalendarRangeIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { CampaignBadge } from './campaign-badge';

/**
 * A card of 'Mis Campañas': title, description, badge (shared rule, with the server's today), dates and
 * progress. The whole card leads to the campaign: its 'Ver Detalles' link stretches over it, so there is one
 * link to tab to, and a click anywhere on the card follows it.
 */
export function CampaignCard({ campaign, today }: { campaign: CampaignCardData; today: string }) {
  const titleId = useId();
  const progressId = useId();
  const badge = campaignBadge(campaign, today);
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-base leading-snug sm:text-lg">
          {campaign.title}
        </h2>
        <div className="mt-0.5 flex shrink-0 flex-col items-end gap-1">
          <CampaignBadge badge={badge} />
          {isCampaignOnHold(campaign.status) && (
            // The agency paused it or has not released it yet: its stories are out of the pending lists.
            <Badge variant="outline">{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
          )}
        </div>
      </div>
      {campaign.description && (
        <p className="line-clamp-3 text-muted-foreground text-sm">{campaign.description}</p>
      )}
      <p className="inline-flex items-center gap-1.5 text-muted-foreground text-xs">
        <CalendarRangeIcon className="size-3.5" aria-hidden="true" />
        <span>
          <time dateTime={campaign.startDate}>{formatDateEs(campaign.startDate)}</time> –{' '}
          <time dateTime={campaign.endDate}>{formatDateEs(campaign.endDate)}</time>
          {' · '}
          {campaign.totalDays} {campaign.totalDays === 1 ? 'día' : 'días'}
        </span>
      </p>
      <div className="mt-auto grid gap-2">
        <div className="flex items-baseline justify-between text-sm">
          <span id={progressId} className="text-muted-foreground">
            {campaign.postedStories} de {campaign.totalStories} historias publicadas
          </span>
          <span className="font-semibold tabular-nums">{campaign.progress}%</span>
        </div>
        <Progress value={campaign.progress} aria-labelledby={progressId} />
      </div>
      <Button
        asChild
        variant="outline"
        size="sm"
        className="w-full after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:border-primary/40 sm:w-auto sm:self-start"
      >
        <Link to={paths.dashboard.campaign.getHref(campaign.id)}>
          Ver Detalles<span className="sr-only">: {campaign.title}</span>
          <ArrowRightIcon className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </Button>
    </article>
  );
}
