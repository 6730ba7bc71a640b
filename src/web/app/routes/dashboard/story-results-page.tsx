import { useParams } from 'react-router';
import { StoryResults } from '@/features/story-results/components/story-results';

/**
 * /dashboard/results/:storyId «Resultados»: the brand enters a published story's numbers from Instagram (the
 * reminder 20 h after the story's time, and «Resultados» on its card, open it).
 */
export function ClientStoryResultsPage() {
  const { storyId = '' } = useParams();
  return <StoryResults key={storyId} storyId={storyId} area="client" />;
}
