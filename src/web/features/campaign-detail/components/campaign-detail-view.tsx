import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { HIGHLIGHT_CURRENT_MS, MOBILE_BREAKPOINT_PX, SCROLL_DELAY_MS } from '@shared/constants';
import { hasChatAutomation } from '@shared/domain/chat-automation';
import { CalendarDaysIcon, InboxIcon, ListIcon } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { type CompletedDay, useSetStoryPosted } from '../api/set-story-posted';
import { useUpdateStoryCopy } from '../api/update-story-copy';
import { useApprovalLiveUpdates } from '../hooks/use-approval-live-updates';
import { useMediaQuery } from '../hooks/use-media-query';
import { useStoryDeepLink, useStoryLinkParams } from '../hooks/use-story-deep-link';
import { useStoryFocus } from '../hooks/use-story-focus';
import { firstPendingStory, initialOpenDayId } from '../utils/campaign-navigation';
import { currentFocus, scrollToElement } from '../utils/scroll-into-view';
import { CampaignApprovalProvider } from './approval-context';
import { CampaignApprovalBar } from './campaign-approval-bar';
import { CampaignHeader } from './campaign-header';
import { CHAT_AUTOMATION_SECTION_ID, ChatAutomationPanel } from './chat-automation-panel';
import type { Completion } from './completion-dialog';
import { DayList } from './day-list';
import { LaunchPlan } from './launch-plan';
import { CompletionDialog } from './lazy-dialogs';
import { StoryDeliveriesProvider } from './story-deliveries';
import { ViewTabs } from './view-tabs';

// The calendar brings react-day-picker: under 768 px it sits in a closed tab, above it beside the day list, so it
// is not needed for the first paint. Its own chunk, loaded when shown (or when its tab is pointed at or focused).
const CampaignCalendar = lazyWithPreload(async () => (await import('./campaign-calendar')).CampaignCalendar);

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
  const [isChatOpen, setIsChatOpen] = useState(false);
  const [completion, setCompletion] = useState<Completion | null>(null);

  const reveal = useCallback((dayId: string) => {
    setOpenDayId(dayId);
    setTab('stories');
  }, []);
  const { highlightedStoryId, focusStory, focusDay } = useStoryFocus(reveal);
  useStoryDeepLink({ days: campaign.days, reveal, focusStory });

  const onDayCompleted = useCallback((day: CompletedDay) => {
    setCompletion({ kind: day.isLastDay ? 'launch' : 'day', dayOrder: day.dayOrder });
  }, []);
  const { mutate: setPosted } = useSetStoryPosted(campaign.id, onDayCompleted);
  const { mutate: updateCopy } = useUpdateStoryCopy(campaign.id);
  const onTogglePosted = useCallback(
    (storyId: string, isPosted: boolean) => {
      // Marking one may complete its day: fetch the celebration while the server answers.
      if (isPosted) CompletionDialog.preload().catch(() => undefined);
      setPosted(
        { storyId, isPosted },
        {
          // Other refusals are only logged (spec section 8); this one the user must understand: the campaign
          // requires the client's approval (e.g. an edit voided it while the screen showed it approved).
          onError: (error) => {
            if (isApiError(error) && error.status === 409) toast.error(error.message);
          },
        },
      );
    },
    [setPosted],
  );
  useApprovalLiveUpdates(campaign.id);
  const onSaveCopy = useCallback(
    (storyId: string, copyText: string) => updateCopy({ storyId, copyText }),
    [updateCopy],
  );

  const currentStory = useMemo(() => firstPendingStory(campaign.days), [campaign.days]);
  const showChat = hasChatAutomation(campaign.chatAutomation);
  const chatScrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (chatScrollTimer.current) clearTimeout(chatScrollTimer.current);
    },
    [],
  );

  const showChatAutomation = () => {
    setIsChatOpen(true);
    if (chatScrollTimer.current) clearTimeout(chatScrollTimer.current);
    const focusWasOn = currentFocus();
    chatScrollTimer.current = setTimeout(
      () =>
        scrollToElement(CHAT_AUTOMATION_SECTION_ID, { block: 'start', focusSelector: 'button', focusWasOn }),
      SCROLL_DELAY_MS,
    );
  };

  const hasStories = campaign.totalStories > 0;
  const dayList = (
    <StoryDeliveriesProvider campaignId={campaign.id} enabled={isAdminArea}>
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
    </StoryDeliveriesProvider>
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
          hasPendingStory={currentStory !== null}
          onGoToCurrentStory={() => currentStory && focusStory(currentStory, HIGHLIGHT_CURRENT_MS)}
          showChatAutomationButton={showChat}
          onShowChatAutomation={showChatAutomation}
          showClient={isAdminArea}
        />

        <CampaignApprovalBar campaign={campaign} isAdminArea={isAdminArea} />

        {showChat && (
          <ChatAutomationPanel
            campaignId={campaign.id}
            config={campaign.chatAutomation}
            isOpen={isChatOpen}
            onOpenChange={setIsChatOpen}
          />
        )}
        {campaign.launchPlan && campaign.launchPlan.length > 0 && <LaunchPlan steps={campaign.launchPlan} />}

        {!hasStories ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <InboxIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No hay historias en esta campaña</p>
          </div>
        ) : isMobile ? (
          <ViewTabs
            value={tab}
            onValueChange={setTab}
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
        ) : (
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
        )}

        <MountedOnceOpen open={completion !== null}>
          <CompletionDialog completion={completion} onClose={() => setCompletion(null)} />
        </MountedOnceOpen>
      </div>
    </CampaignApprovalProvider>
  );
}
