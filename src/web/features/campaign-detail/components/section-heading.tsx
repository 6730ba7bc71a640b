import type { LucideIcon } from 'lucide-react';

/** The face of a collapsible section's trigger: an icon tile, a title and a one-line summary. */
export function SectionHeading({
  icon: Icon,
  title,
  summary,
}: {
  icon: LucideIcon;
  title: string;
  summary: string;
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground"
      >
        <Icon className="size-5" />
      </span>
      <span className="grid min-w-0">
        <span className="font-semibold text-base">{title}</span>
        <span className="truncate font-normal text-muted-foreground text-xs">{summary}</span>
      </span>
    </span>
  );
}
