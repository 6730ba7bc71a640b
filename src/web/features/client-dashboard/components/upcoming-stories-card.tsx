import type { StoryListItem } from '@shared/api/client-area/stories';
import { formatDateEs } from '@shared/dates';
import { CalendarClockIcon, PencilIcon } from 'lucide-react';
import { Link } from 'react-router';
import { describeMedia } from '@/components/media/media-label';
import { MediaThumbnail } from '@/components/media/media-thumbnail';
import { StoryStatusBadge } from '@/components/status/story-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A row of the list: the story (its status at the running clock) and, when late, «Atrasada desde las 16:00». */
export interface UpcomingStoryRow {
  story: StoryListItem;
  lateSince: string | null;
}

/**
 * 'Próximas Historias' of the dashboard: the pending stories of today and the next 3 days (first 5), each with
 * its first file's thumbnail, date, campaign, status (a story past its time: «Atrasada desde las 16:00») and
 * 'Editar' (the campaign detail, the story highlighted: source=external).
 */
export function UpcomingStoriesCard({ stories }: { stories: readonly UpcomingStoryRow[] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
          <h2>Próximas Historias</h2>
        </CardTitle>
        <CardDescription>Lo que toca publicar hoy y en los próximos 3 días.</CardDescription>
      </CardHeader>
      <CardContent>
        {stories.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
            No hay historias pendientes para los próximos días.
          </p>
        ) : (
          <ul className="divide-y">
            {stories.map(({ story, lateSince }) => {
              const title = story.title.trim() || `Historia ${story.storyNumber}`;
              return (
                <li
                  key={story.id}
                  className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    {story.media[0] && (
                      <MediaThumbnail
                        media={story.media[0]}
                        label={describeMedia(story.media[0])}
                        showBadges={false}
                        className="w-10"
                      />
                    )}
                    <div className="min-w-0 flex-1 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <StoryStatusBadge status={story.status} label={lateSince} />
                        <time dateTime={story.dayDate} className="text-muted-foreground text-xs">
                          {formatDateEs(story.dayDate)}
                          {story.scheduledTime ? ` · ${story.scheduledTime}` : ''}
                        </time>
                      </div>
                      <p className="truncate font-medium text-sm">{title}</p>
                      <p className="truncate text-muted-foreground text-xs">{story.campaignTitle}</p>
                    </div>
                  </div>
                  <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
                    <Link
                      to={paths.dashboard.campaign.getHref(story.campaignId, {
                        storyId: story.id,
                        source: 'external',
                      })}
                    >
                      <PencilIcon aria-hidden="true" />
                      Editar<span className="sr-only">: {`${title}, ${story.campaignTitle}`}</span>
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
