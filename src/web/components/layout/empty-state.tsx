import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A centred message for a screen or a block with nothing to show: an icon, a title, a hint and actions. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  className,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="font-semibold text-lg">{title}</Heading>
      {description && <p className="max-w-md text-muted-foreground text-sm">{description}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}
