import { ChevronRightIcon, SendIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const PUBLISH_TODAY_ENTRY_TEXTS = {
  title: (count: number) => `Publicar hoy (${count})`,
  hint: (count: number) =>
    count === 0
      ? 'Nada pendiente para hoy'
      : count === 1
        ? '1 historia por publicar hoy'
        : `${count} historias por publicar hoy`,
} as const;

/**
 * The dashboard's first line: the way to «Publicar hoy», with today's stories still to publish (issue 29). A big
 * target for a thumb; stands out while there is something to publish.
 */
export function PublishTodayEntry({ count }: { count: number }) {
  const isPending = count > 0;
  return (
    <Link
      to={paths.dashboard.today.getHref()}
      className={
        isPending
          ? 'flex min-h-16 items-center gap-3 rounded-xl bg-primary px-4 py-3 text-primary-foreground shadow-sm hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
          : 'flex min-h-16 items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
      }
    >
      <span
        className={
          isPending
            ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15'
            : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground'
        }
      >
        <SendIcon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="font-semibold text-base">{PUBLISH_TODAY_ENTRY_TEXTS.title(count)}</span>
        <span className={isPending ? 'text-primary-foreground/85 text-sm' : 'text-muted-foreground text-sm'}>
          {PUBLISH_TODAY_ENTRY_TEXTS.hint(count)}
        </span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0" aria-hidden="true" />
    </Link>
  );
}
