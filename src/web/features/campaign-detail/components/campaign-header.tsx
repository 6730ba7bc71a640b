import type { CampaignDetail } from '@shared/api/client-area/campaigns';
import { formatDateEs } from '@shared/dates';
import { CAMPAIGN_BADGE_LABELS, type CampaignBadge, campaignBadge } from '@shared/domain/campaign-badge';
import { CAMPAIGN_STATUS_LABELS } from '@shared/domain/statuses';
import type { VariantProps } from 'class-variance-authority';
import {
  ArrowLeftIcon,
  BotMessageSquareIcon,
  Building2Icon,
  CalendarRangeIcon,
  ChartColumnIcon,
  CheckCheckIcon,
  CrosshairIcon,
  ListChecksIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type badgeVariants } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { preloadOn } from '@/lib/lazy-with-preload';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AutomationCheckSlot } from './automation-check-slot';
import { ProgressBar } from './progress-bar';

const BADGE_VARIANT: Record<CampaignBadge, VariantProps<typeof badgeVariants>['variant']> = {
  completed: 'success',
  in_progress: 'default',
  not_started: 'secondary',
  finished: 'outline',
};

/**
 * The top of the campaign detail: back link, title (h1, also the tab title), description, status badge, dates,
 * overall progress, 'Ir a historia actual' ('Todas publicadas' when nothing is left), «Resultados» (a plain link:
 * the results screen and its charts load only when opened), when the campaign has one, the button that opens
 * the chat-automation section, and «Revisar automatizaciones» (on a phone «Revisar», beside «Resultados»).
 */
export function CampaignHeader({
  campaign,
  today,
  backHref,
  showClient = false,
  ...actions
}: {
  campaign: CampaignDetail;
  /** The admin area names the client whose campaign this is. */
  showClient?: boolean;
  today: string;
  backHref: string;
} & HeaderActionsProps) {
  useDocumentTitle(campaign.title);
  const badge = campaignBadge(campaign, today);

  return (
    <header className="grid grid-cols-1 gap-4 sm:gap-5">
      <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground">
        <Link to={backHref}>
          <ArrowLeftIcon aria-hidden="true" />
          Volver a campañas
        </Link>
      </Button>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{campaign.title}</h1>
          <Badge variant={BADGE_VARIANT[badge]}>{CAMPAIGN_BADGE_LABELS[badge]}</Badge>
          {(campaign.status === 'paused' || campaign.status === 'draft') && (
            <Badge variant="outline">{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
          )}
        </div>
        {campaign.description && <p className="max-w-3xl text-muted-foreground">{campaign.description}</p>}
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm">
          <p className="flex items-center gap-1.5">
            <CalendarRangeIcon className="size-4" aria-hidden="true" />
            <span>
              Del {formatDateEs(campaign.startDate)} al {formatDateEs(campaign.endDate)}
            </span>
          </p>
          {showClient && (
            <p className="flex items-center gap-1.5">
              <Building2Icon className="size-4" aria-hidden="true" />
              <span>Cliente: {campaign.client.brandName}</span>
            </p>
          )}
        </div>
      </div>

      <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-8">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-medium text-sm">Progreso general</p>
            <p className="font-bold text-2xl text-primary tabular-nums">{campaign.progress}%</p>
          </div>
          <ProgressBar value={campaign.progress} aria-label="Progreso general de la campaña" />
          <p className="text-muted-foreground text-xs">
            {campaign.postedStories} de {campaign.totalStories} historias publicadas
          </p>
        </div>
        <HeaderActions {...actions} />
      </div>
    </header>
  );
}

interface HeaderActionsProps {
  /** The campaign's «Resultados» screen, in the reader's area. */
  resultsHref: string;
  hasPendingStory: boolean;
  onGoToCurrentStory: () => void;
  showChatAutomationButton: boolean;
  onShowChatAutomation: () => void;
  /** «Revisar automatizaciones» (another feature's): null hides it. */
  automationCheck?: AutomationCheckSlot | null;
}

/**
 * 'Ir a historia actual', «Resultados», «Revisar automatizaciones» and the chat automation's button. Phones: two
 * columns, the longer labels across both; from 640 px one row; from 1024 px, beside the progress, two columns.
 */
function HeaderActions({
  resultsHref,
  hasPendingStory,
  onGoToCurrentStory,
  showChatAutomationButton,
  onShowChatAutomation,
  automationCheck = null,
}: HeaderActionsProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:grid">
      <Button
        onClick={onGoToCurrentStory}
        disabled={!hasPendingStory}
        className="col-span-2 sm:flex-auto lg:col-span-1"
      >
        {hasPendingStory ? (
          <>
            <CrosshairIcon aria-hidden="true" />
            Ir a historia actual
          </>
        ) : (
          <>
            <CheckCheckIcon aria-hidden="true" />
            Todas publicadas
          </>
        )}
      </Button>
      <Button
        asChild
        variant="outline"
        className={automationCheck ? 'sm:flex-auto' : 'col-span-2 sm:flex-auto lg:col-span-1'}
      >
        <Link to={resultsHref}>
          <ChartColumnIcon aria-hidden="true" />
          Resultados
        </Link>
      </Button>
      {automationCheck && (
        <Button
          variant="outline"
          {...preloadOn(automationCheck)}
          onClick={() => automationCheck.open()}
          className="sm:flex-auto"
        >
          <ListChecksIcon aria-hidden="true" />
          <span>
            Revisar <span className="sr-only sm:not-sr-only">automatizaciones</span>
          </span>
        </Button>
      )}
      {showChatAutomationButton && (
        <Button
          variant="outline"
          onClick={onShowChatAutomation}
          className="col-span-2 sm:flex-auto lg:col-span-1"
        >
          <BotMessageSquareIcon aria-hidden="true" />
          Ver automatización de chat
        </Button>
      )}
    </div>
  );
}
