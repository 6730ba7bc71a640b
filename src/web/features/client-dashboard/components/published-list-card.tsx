import type { StoryListItem } from '@shared/api/client-area/stories';
import { formatDateEs } from '@shared/dates';
import { CheckCircle2Icon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** 'Historias Publicadas': the last 5 published stories, each a link to it in its campaign. */
export function PublishedListCard({ stories }: { stories: readonly StoryListItem[] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
          <h2>Historias Publicadas</h2>
        </CardTitle>
        <CardDescription>Las últimas que has marcado como publicadas.</CardDescription>
      </CardHeader>
      <CardContent>
        {stories.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
            Todavía no has publicado ninguna historia.
          </p>
        ) : (
          <ul className="-mx-2 grid grid-cols-1 gap-1">
            {stories.map((story) => {
              const title = story.title.trim() || `Historia ${story.storyNumber}`;
              return (
                <li key={story.id}>
                  <Link
                    to={paths.dashboard.campaign.getHref(story.campaignId, {
                      storyId: story.id,
                      source: 'external',
                    })}
                    className="flex items-center gap-3 rounded-lg px-2 py-2 outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/40"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-sm">{title}</p>
                      <p className="truncate text-muted-foreground text-xs">
                        {story.campaignTitle} · Día {story.dayOrder} ·{' '}
                        <time dateTime={story.dayDate}>{formatDateEs(story.dayDate)}</time>
                      </p>
                    </div>
                    <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
