import type { TrackedLink } from '@shared/links/tracked-link';
import { LinkIcon } from 'lucide-react';
import { useId } from 'react';
import { clicksLabel } from '@/lib/clicks-label';
import { cn } from '@/lib/cn';
import { CopyButton } from './copy-button';

/** 'https://cafe.demo/taller?x=1' → 'cafe.demo/taller': where the link leads, in a few characters. */
function targetLabel(targetUrl: string): string {
  try {
    const url = new URL(targetUrl);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return targetUrl;
  }
}

/**
 * A tracked short link (issue 31): its label and taps, the short link to paste with its copy button, and where it
 * leads. The short link is text, not a link: the team's own taps would be counted. A long one is cut with an
 * ellipsis, never widening the card at 390 px; its whole text is in the page (screen readers) and its title. A
 * section named by its label, as the sticker above it is (sticker-view.tsx).
 */
export function TrackedLinkRow({
  link,
  label = 'Enlace con seguimiento',
  copyLabel = 'Copiar enlace con seguimiento',
  hint,
  className,
}: {
  link: TrackedLink;
  label?: string;
  copyLabel?: string;
  /** A line under it on how to use it. */
  hint?: string;
  className?: string;
}) {
  const labelId = useId();
  const target = targetLabel(link.targetUrl);
  return (
    <section
      aria-labelledby={labelId}
      className={cn('grid min-w-0 gap-1 rounded-lg border bg-muted/40 px-3 py-2 text-sm', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <p
          id={labelId}
          className="flex min-w-0 items-center gap-1.5 font-medium text-muted-foreground text-xs"
        >
          <LinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span>{label}</span>
        </p>
        <p className="shrink-0 font-medium text-xs tabular-nums">{clicksLabel(link.clicks)}</p>
      </div>
      <div className="flex min-w-0 items-center gap-1">
        <span
          title={link.url}
          translate="no"
          className="block min-w-0 flex-1 truncate font-mono text-foreground text-xs"
        >
          {link.url}
        </span>
        <CopyButton text={link.url} label={copyLabel} className="-my-1 -mr-2 shrink-0" />
      </div>
      <p title={link.targetUrl} className="truncate text-muted-foreground text-xs">
        Lleva a <span translate="no">{target}</span>
      </p>
      {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
    </section>
  );
}
