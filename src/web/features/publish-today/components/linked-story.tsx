import type { PublishingResponse, PublishingStory } from '@shared/api/client-area/publishing';
import { BellRingIcon, InfoIcon, XIcon } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useStoryParam } from '../hooks/use-story-param';
import { formatLongDate } from '../utils/format';
import { StoryCard } from './story-card';

export const LINKED_STORY_TEXTS = {
  heading: 'Del recordatorio',
  close: 'Ver solo la lista',
  earlier: (date: string) => `Esta historia era para el ${formatLongDate(date)}: no es de hoy.`,
  tomorrow: 'Esta historia es para mañana: no es de hoy.',
  later: (date: string) => `Esta historia es para el ${formatLongDate(date)}: no es de hoy.`,
  elsewhere: (date: string, isPosted: boolean) =>
    isPosted
      ? `Ya está publicada. Era para el ${formatLongDate(date)}, por eso no está en tu lista de hoy.`
      : `Es para el ${formatLongDate(date)} y no está en tu lista de hoy.`,
  openInCampaign: (campaign: string) => `Verla en «${campaign}»`,
  missingTitle: 'No encontramos la historia de este enlace',
  missing: 'Puede que se haya borrado o que el enlace sea de otra cuenta.',
} as const;

/** Why a linked story of the list is not one of today's, or null when it is. */
function notTodayNote(story: PublishingStory, data: PublishingResponse): string | null {
  if (story.dayDate === data.today) return null;
  if (story.dayDate < data.today) return LINKED_STORY_TEXTS.earlier(story.dayDate);
  return story.dayDate === data.tomorrow
    ? LINKED_STORY_TEXTS.tomorrow
    : LINKED_STORY_TEXTS.later(story.dayDate);
}

/** The open card of a story in the page (StoryCard's article takes the focus: tabIndex -1), if any. */
function openCardOf(storyId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `article[data-story-id="${CSS.escape(storyId)}"][tabindex="-1"]`,
  );
}

/**
 * What `?story=<id>` (a reminder's link, use-story-param.ts) adds on top of «Publicar hoy»: when the story's card is
 * already open on the page (the next one), the focus goes to it; when it is folded in a row, in a closed group or
 * later in the list, its card is opened here, on top, with the focus; when it is not one of today's, a note says
 * so; when the list does not hold it at all, where it is, with a link to it in its campaign.
 */
export function LinkedStory({
  data,
  onSetPosted,
}: {
  data: PublishingResponse;
  onSetPosted: (story: PublishingStory, isPosted: boolean) => void;
}) {
  const { storyId, story, elsewhere, isMissing, dismiss } = useStoryParam(data.stories);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const handledId = useRef<string | null>(null);
  const headingId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);

  // Once per linked story, before the first paint: the card in place takes the focus, else it is opened here.
  useLayoutEffect(() => {
    if (!story || handledId.current === story.id) return;
    handledId.current = story.id;
    const card = openCardOf(story.id);
    if (!card) {
      setPinnedId(story.id);
      return;
    }
    card.focus({ preventScroll: true });
    card.scrollIntoView?.({ block: 'start' });
  }, [story]);

  const hasNotice = elsewhere !== null || isMissing;
  useLayoutEffect(() => {
    if (hasNotice) noticeRef.current?.focus({ preventScroll: true });
  }, [hasNotice]);

  if (!storyId) return null;

  if (story) {
    const note = notTodayNote(story, data);
    const isPinned = pinnedId === story.id;
    if (!isPinned && !note) return null;
    return (
      <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2
            id={headingId}
            className="flex items-center gap-1.5 font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            <BellRingIcon className="size-4" aria-hidden="true" />
            {LINKED_STORY_TEXTS.heading}
          </h2>
          <Button variant="ghost" size="sm" className="-mr-2 text-muted-foreground" onClick={dismiss}>
            <XIcon aria-hidden="true" />
            {LINKED_STORY_TEXTS.close}
          </Button>
        </div>
        {note && (
          <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info/10 px-3 py-2 text-sm">
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
            {note}
          </p>
        )}
        {isPinned && <StoryCard story={story} today={data.today} onSetPosted={onSetPosted} takeFocus />}
      </section>
    );
  }

  if (!hasNotice) return null;
  return (
    <div ref={noticeRef} tabIndex={-1} className="outline-none">
      <Alert role="status" variant={isMissing ? 'warning' : 'default'}>
        <InfoIcon aria-hidden="true" />
        <AlertTitle>{elsewhere ? elsewhere.title : LINKED_STORY_TEXTS.missingTitle}</AlertTitle>
        <AlertDescription className="grid gap-2">
          {elsewhere ? (
            <>
              <p>{LINKED_STORY_TEXTS.elsewhere(elsewhere.date, elsewhere.isPosted)}</p>
              <Link
                className="font-medium text-primary underline underline-offset-4"
                to={paths.dashboard.campaign.getHref(elsewhere.campaignId, {
                  storyId: elsewhere.id,
                  source: 'external',
                })}
              >
                {LINKED_STORY_TEXTS.openInCampaign(elsewhere.campaignTitle)}
              </Link>
            </>
          ) : (
            <p>{LINKED_STORY_TEXTS.missing}</p>
          )}
          <Button variant="outline" size="sm" className="justify-self-start" onClick={dismiss}>
            {LINKED_STORY_TEXTS.close}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
