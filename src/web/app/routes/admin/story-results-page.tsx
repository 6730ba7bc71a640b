import { useParams } from 'react-router';
import { StoryResults } from '@/features/story-results/components/story-results';

/**
 * /admin/results/:storyId «Resultados»: the agency checks a story's numbers as the brand entered them, or corrects
 * them (the same screen as the brand's; a correction keeps who entered them first).
 */
export function AdminStoryResultsPage() {
  const { storyId = '' } = useParams();
  return <StoryResults key={storyId} storyId={storyId} area="admin" />;
}
