import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { type ReactNode, useCallback } from 'react';
import { paths } from '@/config/paths';
import { AutoPublishAction } from '@/features/auto-publish/components/auto-publish-action';
import {
  StoryCardActionSlotProvider,
  type StoryCardSlotRender,
} from '@/features/campaign-detail/components/story-card-slot';

/**
 * «Publicar automáticamente…» (issue 32) on every story card still to publish, in both areas, through the card's
 * actions slot (beside «No se publicará»). In the admin area the dialog points at the client's page, where
 * «Conectar con Instagram» is.
 */
export function CampaignAutoPublish({
  campaignId,
  clientId,
  isAdminArea,
  children,
}: {
  campaignId: string;
  clientId: string;
  isAdminArea: boolean;
  children: ReactNode;
}) {
  const clientHref = isAdminArea ? paths.admin.client.getHref(clientId) : null;
  const renderAction = useCallback<StoryCardSlotRender>(
    (story: CampaignStory) => (
      <AutoPublishAction
        campaignId={campaignId}
        storyId={story.id}
        storyNumber={story.storyNumber}
        storyTitle={story.title}
        clientHref={clientHref}
      />
    ),
    [campaignId, clientHref],
  );
  return <StoryCardActionSlotProvider value={renderAction}>{children}</StoryCardActionSlotProvider>;
}
