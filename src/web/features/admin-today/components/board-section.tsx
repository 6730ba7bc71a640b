import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One section of the board: a titled card with its count, and its list or an empty message. */
export function BoardSection({
  id,
  title,
  description,
  icon: Icon,
  count,
  hiddenCount = 0,
  tone = 'default',
  emptyText,
  children,
  className,
}: {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  count: number;
  /** The lines not shown (the list is capped): «y 12 más». */
  hiddenCount?: number;
  tone?: 'default' | 'danger' | 'warning';
  emptyText: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = `${id}-titulo`;
  return (
    <Card aria-labelledby={headingId} role="region" className={cn('min-w-0 gap-3 py-4 sm:py-5', className)}>
      <CardHeader className="px-4 sm:px-5">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon
            className={cn(
              'size-5 shrink-0',
              tone === 'danger' && 'text-destructive',
              tone === 'warning' && 'text-[oklch(0.55_0.14_65)]',
              tone === 'default' && 'text-primary',
            )}
            aria-hidden="true"
          />
          <h2 id={headingId}>
            {title} <span className="font-normal text-muted-foreground tabular-nums">({count})</span>
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-3">
        {count === 0 ? (
          <p className="rounded-lg border border-dashed px-3 py-6 text-center text-muted-foreground text-sm">
            {emptyText}
          </p>
        ) : (
          <>
            <ul className="grid gap-1.5">{children}</ul>
            {hiddenCount > 0 && (
              <p className="px-3 pt-2 text-muted-foreground text-xs">
                Y {hiddenCount.toLocaleString('es-ES')} más que no se muestran.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
