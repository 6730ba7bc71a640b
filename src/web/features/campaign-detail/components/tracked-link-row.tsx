import type { TrackedLink } from '@shared/links/tracked-link';
import { LinkIcon } from 'lucide-react';
import { Suspense, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { clicksLabel } from '@/lib/clicks-label';
import { cn } from '@/lib/cn';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useCampaignApproval } from './approval-context';
import { CopyButton } from './copy-button';

// The admins' switch and its mutation: a chunk of its own, drawn once here (nothing of it in a client's first view).
const TrackedLinkToggle = lazyWithPreload(
  async () => (await import('./tracked-link-toggle')).TrackedLinkToggle,
);

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
 *
 * A link the agency disabled says so: a «Desactivado» badge, the short link struck through and no copy button
 * (nothing to paste), and what it answers instead of where it leads; its clicks are still shown. On the admin's
 * campaign screen (the screen's context says who is looking) it has «Desactivar enlace» / «Reactivar enlace».
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
  const screen = useCampaignApproval();
  const isAdmin = screen?.role === 'admin';
  return (
    <section
      aria-labelledby={labelId}
      className={cn('grid min-w-0 gap-1 rounded-lg border bg-muted/40 px-3 py-2 text-sm', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-1.5 font-medium text-muted-foreground text-xs">
          <LinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span id={labelId}>{label}</span>
          {link.disabled && <Badge variant="outline">Desactivado</Badge>}
        </p>
        <p className="shrink-0 font-medium text-xs tabular-nums">{clicksLabel(link.clicks)}</p>
      </div>
      <div className="flex min-w-0 items-center gap-1">
        <span
          title={link.url}
          translate="no"
          className={cn(
            'block min-w-0 flex-1 truncate font-mono text-xs',
            link.disabled ? 'text-muted-foreground line-through' : 'text-foreground',
          )}
        >
          {link.url}
        </span>
        {!link.disabled && <CopyButton text={link.url} label={copyLabel} className="-my-1 -mr-2 shrink-0" />}
      </div>
      <p
        title={link.targetUrl}
        className={cn(
          'text-muted-foreground text-xs',
          // The longer line of a disabled link wraps rather than lose its end at 390 px.
          link.disabled ? '[overflow-wrap:anywhere]' : 'truncate',
        )}
      >
        {link.disabled ? (
          <>
            Responde «Enlace desactivado»: nadie llega a <span translate="no">{target}</span>.
          </>
        ) : (
          <>
            Lleva a <span translate="no">{target}</span>
          </>
        )}
      </p>
      {/* How to use it: not for a link that leads nowhere. */}
      {hint && !link.disabled && <p className="text-muted-foreground text-xs">{hint}</p>}
      {isAdmin && (
        <Suspense fallback={null}>
          <TrackedLinkToggle campaignId={screen.campaignId} link={link} target={target} />
        </Suspense>
      )}
    </section>
  );
}
