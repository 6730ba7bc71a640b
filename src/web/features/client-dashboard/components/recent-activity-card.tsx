import type { StoryListItem } from '@shared/api/client-area/stories';
import { formatDateTimeEs } from '@shared/dates';
import { formatDistanceToNow } from 'date-fns';
import { es } from 'date-fns/locale';
import { ActivityIcon, CheckIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Activity types of the spec: published, edited, scheduled. The server keeps when a story was posted
 * (posted_at) but no history of edits or schedules, so the feed shows publications only.
 */
type ActivityType = 'published';
const ACTIVITY_LABELS: Record<ActivityType, string> = { published: 'Historia publicada' };

type Activity = { id: string; type: ActivityType; title: string; campaignTitle: string; at: string };

function toActivities(stories: readonly StoryListItem[]): Activity[] {
  return stories.flatMap((story) =>
    story.postedAt
      ? [
          {
            id: story.id,
            type: 'published' as const,
            title: story.title.trim() || `Historia ${story.storyNumber}`,
            campaignTitle: story.campaignTitle,
            at: story.postedAt,
          },
        ]
      : [],
  );
}

/** 'Actividad Reciente': the 5 most recently posted stories, newest first, with how long ago. */
export function RecentActivityCard({ stories }: { stories: readonly StoryListItem[] }) {
  const activities = toActivities(stories);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ActivityIcon className="size-5 text-primary" aria-hidden="true" />
          <h2>Actividad Reciente</h2>
        </CardTitle>
        <CardDescription>Tus últimas publicaciones.</CardDescription>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
            Aún no hay actividad.
          </p>
        ) : (
          <ol className="grid grid-cols-1 gap-4">
            {activities.map((activity) => (
              <li key={activity.id} className="flex gap-3">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
                  <CheckIcon className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-medium">{ACTIVITY_LABELS[activity.type]}</span>
                    {': '}
                    {activity.title}
                  </p>
                  <p className="truncate text-muted-foreground text-xs">
                    {activity.campaignTitle}
                    {' · '}
                    <time dateTime={activity.at} title={formatDateTimeEs(activity.at)}>
                      {formatDistanceToNow(new Date(activity.at), { addSuffix: true, locale: es })}
                    </time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
