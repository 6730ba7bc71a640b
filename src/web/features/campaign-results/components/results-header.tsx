import { formatDateEs, formatDateTimeEs } from '@shared/dates';
import type { CampaignResultsResponse } from '@shared/results/campaign-results';
import {
  ArrowLeftIcon,
  Building2Icon,
  CalendarRangeIcon,
  ClockIcon,
  FileDownIcon,
  PrinterIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { campaignResultsFileHref } from '../api/get-campaign-results';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';

/** A link back (the campaign, or the campaign list when there is none to go back to); not printed. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground print:hidden">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/** The report's downloads (plain same-origin links: the session cookie goes along) and «Imprimir». */
function ReportActions({ campaignId }: { campaignId: string }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button asChild variant="outline">
        <a href={campaignResultsFileHref(campaignId, 'pdf')} download>
          <FileDownIcon aria-hidden="true" />
          {TEXTS.downloadPdf}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={campaignResultsFileHref(campaignId, 'csv')} download>
          <FileDownIcon aria-hidden="true" />
          {TEXTS.downloadCsv}
        </a>
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" />
        {TEXTS.print}
      </Button>
    </div>
  );
}

/**
 * The top of the results screen: «Resultados», the campaign, its brand and dates, when the figures were read (in
 * the client's time zone), the downloads and «Imprimir».
 */
export function ResultsHeader({ data, backHref }: { data: CampaignResultsResponse; backHref: string }) {
  const { campaign } = data;
  return (
    <header className="grid grid-cols-1 gap-4">
      <BackLink to={backHref} label={TEXTS.backToCampaign} />
      <PageHeader title={TEXTS.title} actions={<ReportActions campaignId={campaign.id} />} />
      <div className="grid gap-1">
        <p className="font-semibold text-lg leading-snug">{campaign.title}</p>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm">
          <p className="flex items-center gap-1.5">
            <Building2Icon className="size-4 shrink-0" aria-hidden="true" />
            {campaign.brandName}
          </p>
          <p className="flex items-center gap-1.5 tabular-nums">
            <CalendarRangeIcon className="size-4 shrink-0" aria-hidden="true" />
            {TEXTS.dates(formatDateEs(campaign.startDate), formatDateEs(campaign.endDate))}
          </p>
          <p className="flex items-center gap-1.5 tabular-nums">
            <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
            {TEXTS.generatedAt(formatDateTimeEs(data.generatedAt, campaign.timeZone))}
          </p>
        </div>
      </div>
    </header>
  );
}
