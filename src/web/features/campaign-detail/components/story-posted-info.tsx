import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { formatDateTimeEs } from '@shared/dates';
import { ChartColumnIcon, CheckCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCampaignApproval } from './approval-context';

/**
 * A published story's foot: when it went up, and its results form in the reader's area (the brand enters the
 * numbers, the agency checks or corrects them; issue 31): «Ver resultados» once they are entered (`hasResults`),
 * «Apuntar resultados» until then. A plain link: the form, its schema and zod load with that page, nothing of them
 * with this screen. Nothing for a story not published.
 */
export function StoryPostedInfo({
  story,
}: {
  story: Pick<CampaignStory, 'id' | 'storyNumber' | 'isPosted' | 'postedAt' | 'hasResults'>;
}) {
  const isAdmin = useCampaignApproval()?.role === 'admin';
  if (!story.isPosted) return null;
  const href = isAdmin
    ? paths.admin.storyResults.getHref(story.id)
    : paths.dashboard.storyResults.getHref(story.id);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {story.postedAt && (
        <p className="flex items-center gap-1.5 text-success text-xs">
          <CheckCheckIcon className="size-4" aria-hidden="true" />
          Publicada el {formatDateTimeEs(story.postedAt)}
        </p>
      )}
      <Button asChild variant="outline" size="sm">
        <Link to={href}>
          <ChartColumnIcon aria-hidden="true" />
          {story.hasResults ? 'Ver resultados' : 'Apuntar resultados'}{' '}
          <span className="sr-only">de la historia {story.storyNumber}</span>
        </Link>
      </Button>
    </div>
  );
}
