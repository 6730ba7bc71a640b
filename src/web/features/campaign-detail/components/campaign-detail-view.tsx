import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { HIGHLIGHT_CURRENT_MS, MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { hasChatAutomation } from '@shared/domain/chat-automation';
import { CalendarDaysIcon, InboxIcon, ListIcon } from 'lucide-react';
import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useIsProofRequired } from '@/lib/story-published/use-proof-required';
import { useApprovalLiveUpdates } from '../hooks/use-approval-live-updates';
import { useCampaignStoryActions } from '../hooks/use-campaign-story-actions';
import { useChatAutomationReveal } from '../hooks/use-chat-automation-reveal';
import { useMediaQuery } from '../hooks/use-media-query';
import { useStoryDeepLink, useStoryLinkParams } from '../hooks/use-story-deep-link';
import { useStoryFocus } from '../hooks/use-story-focus';
import { firstPendingStory, initialOpenDayId } from '../utils/campaign-navigation';
import { CampaignApprovalProvider } from './approval-context';
import { useAutomationCheckSlot } from './automation-check-slot';
import { CampaignApprovalBar } from './campaign-approval-bar';
import { CampaignHeader } from './campaign-header';
import { DayList } from './day-list';
import { StoryActionDialogs } from './story-action-dialogs';
import { ViewTabs } from './view-tabs';

// The calendar brings react-day-picker: under 768 px it sits in a closed tab, above it beside the day list, so it
// is not needed for the first paint. Its own chunk, loaded when shown (or when its tab is pointed at or focused).
const CampaignCalendar = lazyWithPreload(async () => (await import('./campaign-calendar')).CampaignCalendar);
// The chat automation's and the AI's launch plan's closed sections under the header (campaigns with a keyword, AI
// campaigns): each its own chunk, their place held while they load.
const ChatAutomationPanel = lazyWithPreload(
  async () => (await import('./chat-automation-panel')).ChatAutomationPanel,
);
const LaunchPlan = lazyWithPreload(async () => (await import('./launch-plan')).LaunchPlan);

type Tab = 'stories' | 'calendar';
const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The loaded campaign detail. Desktop: day accordions in two thirds, a sticky calendar in one third.
 * Under 768 px: tabs 'Historias' / 'Calendario'; choosing a calendar day goes back to the stories.
 */
export function CampaignDetailView({
  data,
  backHref,
  isAdminArea = false,
}: {
  data: CampaignDetailResponse;
  backHref: string;
  isAdminArea?: boolean;
}) {
  const { campaign, today } = data;
  const { storyId: linkedStoryId } = useStoryLinkParams();
  const isMobile = useMediaQuery(mobileQuery);

  const [openDayId, setOpenDayId] = useState<string | null>(() =>
    initialOpenDayId(campaign.days, today, linkedStoryId),
  );
  const [tab, setTab] = useState<Tab>('stories');

  const reveal = useCallback((dayId: string) => {
    setOpenDayId(dayId);
    setTab('stories');
  }, []);
  const { highlightedStoryId, focusStory, focusDay } = useStoryFocus(reveal);
  useStoryDeepLink({ days: campaign.days, reveal, focusStory });

  // The brand's «Marcar publicada» asks for the proof of posting first where its agency requires one (issue 31 §1).
  const isProofRequired = useIsProofRequired(!isAdminArea);
  const actions = useCampaignStoryActions(campaign.id, { isProofRequired });
  const { onTogglePosted, onSaveCopy } = actions;
  useApprovalLiveUpdates(campaign.id);

  const currentStory = useMemo(() => firstPendingStory(campaign.days), [campaign.days]);
  const showChat = hasChatAutomation(campaign.chatAutomation);
  const { isChatOpen, setIsChatOpen, showChatAutomation } = useChatAutomationReveal();

  const hasStories = campaign.totalStories > 0;
  // «Revisar automatizaciones» (another feature's, through its slot): for a campaign with an automation or stories.
  const automationCheck = useAutomationCheckSlot();
  const dayList = (
    <DayList
      campaignId={campaign.id}
      days={campaign.days}
      today={today}
      openDayId={openDayId}
      onOpenDayChange={setOpenDayId}
      highlightedStoryId={highlightedStoryId}
      onTogglePosted={onTogglePosted}
      onSaveCopy={onSaveCopy}
    />
  );
  const calendar = (
    <Suspense fallback={<Skeleton className="h-80 w-full" />}>
      <CampaignCalendar days={campaign.days} today={today} openDayId={openDayId} onSelectDay={focusDay} />
    </Suspense>
  );

  return (
    <CampaignApprovalProvider
      campaignId={campaign.id}
      campaignTitle={campaign.title}
      client={campaign.client}
      role={isAdminArea ? 'admin' : 'client'}
      requiresApproval={campaign.requiresApproval}
      approvalRequiredFrom={campaign.approvalRequiredFrom}
      days={campaign.days}
      timeZone={campaign.client.timeZone}
    >
      <div className="grid grid-cols-1 gap-6">
        <CampaignHeader
          campaign={campaign}
          today={today}
          backHref={backHref}
          resultsHref={
            isAdminArea
              ? paths.admin.campaignResults.getHref(campaign.id)
              : paths.dashboard.campaignResults.getHref(campaign.id)
          }
          hasPendingStory={currentStory !== null}
          onGoToCurrentStory={() => currentStory && focusStory(currentStory, HIGHLIGHT_CURRENT_MS)}
          showChatAutomationButton={showChat}
          onShowChatAutomation={showChatAutomation}
          automationCheck={showChat || hasStories ? automationCheck : null}
          showClient={isAdminArea}
        />

        <CampaignApprovalBar campaign={campaign} isAdminArea={isAdminArea} />

        <CampaignSections
          campaign={campaign}
          showChat={showChat}
          isChatOpen={isChatOpen}
          onChatOpenChange={setIsChatOpen}
        />

        {!hasStories ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <InboxIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No hay historias en esta campaña</p>
          </div>
        ) : (
          <StoriesAndCalendar
            isMobile={isMobile}
            tab={tab}
            onTabChange={setTab}
            dayList={dayList}
            calendar={calendar}
          />
        )}

        <StoryActionDialogs
          campaignId={campaign.id}
          completion={actions.completion}
          onCloseCompletion={actions.closeCompletion}
          proofMark={actions.proofMark}
          onCloseProofMark={actions.closeProofMark}
        />
      </div>
    </CampaignApprovalProvider>
  );
}

/** The closed sections under the header: the chat automation (campaigns with a keyword), the AI's launch plan. */
function CampaignSections({
  campaign,
  showChat,
  isChatOpen,
  onChatOpenChange,
}: {
  campaign: CampaignDetailResponse['campaign'];
  showChat: boolean;
  isChatOpen: boolean;
  onChatOpenChange: (open: boolean) => void;
}) {
  return (
    <>
      {showChat && (
        <Suspense fallback={<Skeleton className="h-[4.5rem] w-full rounded-xl" />}>
          <ChatAutomationPanel
            campaignId={campaign.id}
            config={campaign.chatAutomation}
            isOpen={isChatOpen}
            onOpenChange={onChatOpenChange}
          />
        </Suspense>
      )}
      {campaign.launchPlan && campaign.launchPlan.length > 0 && (
        <Suspense fallback={<Skeleton className="h-14 w-full rounded-xl" />}>
          <LaunchPlan steps={campaign.launchPlan} />
        </Suspense>
      )}
    </>
  );
}

/** The stories and the calendar: tabs under 768 px, side by side above. */
function StoriesAndCalendar({
  isMobile,
  tab,
  onTabChange,
  dayList,
  calendar,
}: {
  isMobile: boolean;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  dayList: ReactNode;
  calendar: ReactNode;
}) {
  if (isMobile)
    return (
      <ViewTabs
        value={tab}
        onValueChange={onTabChange}
        listClassName="sticky top-[4.5rem] z-20 w-full shadow-sm"
        panelClassName={(value) =>
          value === 'calendar' ? 'rounded-xl border bg-card p-4 shadow-xs' : undefined
        }
        tabs={[
          {
            value: 'stories',
            label: (
              <>
                <ListIcon aria-hidden="true" />
                Historias
              </>
            ),
          },
          {
            value: 'calendar',
            label: (
              <>
                <CalendarDaysIcon aria-hidden="true" />
                Calendario
              </>
            ),
            onPointerEnter: () => void CampaignCalendar.preload(),
            onFocus: () => void CampaignCalendar.preload(),
          },
        ]}
      >
        {tab === 'stories' ? dayList : calendar}
      </ViewTabs>
    );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] xl:grid-cols-3">
      <section aria-labelledby="dias-titulo" className="grid content-start gap-3 xl:col-span-2">
        <h2 id="dias-titulo" className="font-semibold text-lg">
          Historias por día
        </h2>
        {dayList}
      </section>
      <aside
        aria-labelledby="calendario-titulo"
        className="order-first grid content-start gap-3 rounded-xl border bg-card p-4 shadow-xs lg:sticky lg:top-20 lg:order-none lg:self-start"
      >
        <h2 id="calendario-titulo" className="font-semibold text-lg">
          Calendario
        </h2>
        {calendar}
      </aside>
    </div>
  );
}
