import { ArrowRightIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A dashboard card listing recent items, with its 'Ver …' link; five skeleton rows while loading. */
export function RecentListCard({
  title,
  viewAllLabel,
  viewAllHref,
  isLoading,
  emptyText,
  children,
}: {
  title: string;
  viewAllLabel: string;
  viewAllHref: string;
  isLoading: boolean;
  emptyText: string;
  children: React.ReactNode[];
}) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader className="flex-row items-center justify-between gap-2 px-4 sm:px-6">
        <CardTitle className="text-lg">
          <h2>{title}</h2>
        </CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to={viewAllHref}>
            {viewAllLabel}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="px-1 sm:px-3">
        {isLoading ? (
          <ul aria-label={`${title}: cargando`} className="space-y-2 px-3">
            {[0, 1, 2, 3, 4].map((i) => (
              <li key={i} className="flex items-center gap-3 py-2">
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
                <Skeleton className="h-5 w-16 rounded-full" />
              </li>
            ))}
          </ul>
        ) : children.length === 0 ? (
          <p className="px-3 py-6 text-center text-muted-foreground text-sm">{emptyText}</p>
        ) : (
          <ul className="space-y-1">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}

/** One row of a recent list: the whole row is the link. */
export function RecentListRow({
  href,
  title,
  subtitle,
  aside,
}: {
  href: string;
  title: string;
  subtitle: React.ReactNode;
  aside: React.ReactNode;
}) {
  return (
    <li>
      <Link
        to={href}
        className="flex items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 wrap-anywhere font-medium sm:line-clamp-1">{title}</p>
          <p className="text-muted-foreground text-sm sm:truncate">{subtitle}</p>
        </div>
        <div className="shrink-0">{aside}</div>
      </Link>
    </li>
  );
}
