import type { CampaignDetail } from '@shared/api/client-area/campaigns';
import { AUTOMATION_CHECK_TEXTS } from '@shared/automation-check/automation-check-texts';
import { formatDateEs } from '@shared/dates';
import { chatKeyword } from '@shared/domain/chat-automation';
import { ArrowLeftIcon, CalendarRangeIcon, ListChecksIcon, PrinterIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { lazyWithPreload, preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { useAutomationCheck } from '../api/get-automation-check';
import { SETUP_SHEET_TEXTS as TEXTS } from '../texts';
import { type CheckArea, checkLinks } from '../utils/check-links';
import { keywordStories, timedFollowUps } from '../utils/setup-sheet';
import {
  KeywordBlock,
  KeywordStories,
  LandingBlock,
  MessagesBlock,
  SheetSection,
  TagsAndNotes,
} from './setup-sheet-sections';

// The dialog (Radix's, with its focus scope) only when asked for: the sheet is read, and printed, without it.
const AutomationCheckDialog = lazyWithPreload(
  async () => (await import('./automation-check-dialog')).AutomationCheckDialog,
);

/** The frame of the sheet's page, its states included. */
export const SHEET_FRAME = 'mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 print:max-w-none print:gap-4';

/** A link back (the campaign, or the list when the campaign cannot be read); not printed. */
export function SheetBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground print:hidden">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/**
 * «Hoja de configuración de la automatización» (issue 33 §4), for whoever sets up the automation tool: the campaign
 * and its dates, the keyword in large type, the stories that show or ask for it, the initial message, the follow-ups
 * at their times after the person's message (the delays add up) and who sends each, the landing page and its
 * tracked short link, tags, notes, and what «Revisar automatizaciones» finds. Printable: «Imprimir»; the app's
 * navigation and the buttons are not printed.
 */
export function AutomationSetupSheet({ campaign, area }: { campaign: CampaignDetail; area: CheckArea }) {
  const links = checkLinks(area);
  const config = campaign.chatAutomation;
  const keyword = chatKeyword(config.keyword);
  const stories = useMemo(() => keywordStories(campaign.days, keyword), [campaign.days, keyword]);
  const followUps = useMemo(() => timedFollowUps(config.followUpSequence), [config.followUpSequence]);

  return (
    <div className={SHEET_FRAME}>
      <header className="grid grid-cols-1 gap-4">
        <SheetBackLink to={links.campaign(campaign.id)} label={TEXTS.back} />
        <PageHeader
          title={TEXTS.title}
          description={TEXTS.description}
          actions={
            <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              {TEXTS.print}
            </Button>
          }
        />
        <div className="grid gap-1">
          <p className="font-semibold text-lg leading-snug [overflow-wrap:anywhere]">{campaign.title}</p>
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm tabular-nums">
            <CalendarRangeIcon className="size-4 shrink-0" aria-hidden="true" />
            {TEXTS.dates(formatDateEs(campaign.startDate), formatDateEs(campaign.endDate))}
          </p>
        </div>
      </header>
      <KeywordBlock keyword={keyword} isDefault={!config.keyword?.trim()} />
      <KeywordStories stories={stories} />
      <MessagesBlock autoResponse={config.autoResponse} followUps={followUps} />
      <LandingBlock config={config} />
      <TagsAndNotes tags={config.tags} notes={config.notes} />
      <CheckSummary campaignId={campaign.id} area={area} />
    </div>
  );
}

/** What «Revisar automatizaciones» finds, in one line, and the button that opens it (not printed). */
function CheckSummary({ campaignId, area }: { campaignId: string; area: CheckArea }) {
  const query = useAutomationCheck(campaignId);
  const [isOpen, setIsOpen] = useState(false);
  const data = query.data;
  const summary = data
    ? data.findings.length === 0
      ? AUTOMATION_CHECK_TEXTS.none
      : AUTOMATION_CHECK_TEXTS.summary(data.errors, data.warnings)
    : query.isError
      ? TEXTS.checkError
      : TEXTS.checkLoading;
  return (
    <SheetSection id="hoja-revision" title={TEXTS.checkTitle}>
      <p role="status" className="text-sm [overflow-wrap:anywhere]">
        {summary}
      </p>
      <Button
        variant="outline"
        className="w-fit print:hidden"
        {...preloadOn(AutomationCheckDialog)}
        onClick={() => setIsOpen(true)}
      >
        <ListChecksIcon aria-hidden="true" />
        {AUTOMATION_CHECK_TEXTS.title}
      </Button>
      <MountedOnceOpen open={isOpen}>
        <AutomationCheckDialog
          campaignId={campaignId}
          area={area}
          open={isOpen}
          onOpenChange={setIsOpen}
          showSheetLink={false}
        />
      </MountedOnceOpen>
    </SheetSection>
  );
}
