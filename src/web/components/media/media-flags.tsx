import type { MediaFlag } from '@shared/media/story-format';
import { TriangleAlertIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A file's Instagram format warnings (aspect ratio, resolution, length, codec...), as a compact amber list.
 * They never block publishing, so this is a plain labelled list, not an alert. Renders nothing without flags.
 */
export function MediaFlags({
  flags,
  label = 'Avisos de formato',
  className,
}: {
  flags: readonly MediaFlag[];
  /** The list's accessible name (e.g. 'Avisos de promo.mp4' where several files show theirs). */
  label?: string;
  className?: string;
}) {
  if (flags.length === 0) return null;
  return (
    <ul
      data-slot="media-flags"
      aria-label={label}
      className={cn(
        'grid gap-1 rounded-md border border-warning/40 bg-warning/10 px-2.5 py-1.5 text-amber-900 text-xs leading-snug',
        className,
      )}
    >
      {flags.map((flag) => (
        <li key={`${flag.code}:${flag.message}`} data-code={flag.code} className="flex items-start gap-1.5">
          <TriangleAlertIcon className="mt-px size-3.5 shrink-0 text-warning" aria-hidden="true" />
          <span>{flag.message}</span>
        </li>
      ))}
    </ul>
  );
}
