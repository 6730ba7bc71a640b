import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { createContext, type ReactNode, useContext } from 'react';

/** What the screen that composes the campaign detail adds to each story card (e.g. the «Comentarios» button). */
export type StoryCardSlotRender = (story: CampaignStory) => ReactNode;

const StoryCardSlotContext = createContext<StoryCardSlotRender | null>(null);
const StoryCardActionSlotContext = createContext<StoryCardSlotRender | null>(null);

/**
 * The page (app layer) passes a stable render function: features do not import each other, so another feature's
 * controls reach the cards through this slot instead of props threaded through the day list.
 */
export const StoryCardSlotProvider = StoryCardSlotContext.Provider;

/**
 * The same for the actions of a story still to publish, beside «No se publicará» (e.g. «Publicar automáticamente…»,
 * issue 32).
 */
export const StoryCardActionSlotProvider = StoryCardActionSlotContext.Provider;

/** The slot's content for one story, or nothing when no provider is above. */
export function StoryCardSlot({ story }: { story: CampaignStory }) {
  const render = useContext(StoryCardSlotContext);
  return render ? render(story) : null;
}

/** The actions slot's content for one story, or nothing when no provider is above. */
export function StoryCardActionSlot({ story }: { story: CampaignStory }) {
  const render = useContext(StoryCardActionSlotContext);
  return render ? render(story) : null;
}
