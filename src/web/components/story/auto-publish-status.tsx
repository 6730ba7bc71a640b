import { AUTO_PUBLISH_LABELS, type AutoPublishState } from '@shared/instagram/auto-publish-texts';
import { CheckCheckIcon, Loader2Icon, SendIcon, TriangleAlertIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** What a story card knows of «Publicar automáticamente» (CampaignStory.autoPublish). */
export type AutoPublishStatus = { state: AutoPublishState; reason: string | null } | null;

/** «No se pudo publicar automáticamente: {reason}. Publícala desde el móvil.» (the reason without its full stop). */
export function autoPublishFallbackText(reason: string | null): string {
  const why = reason?.trim().replace(/[.\s]+$/u, '');
  return `${AUTO_PUBLISH_LABELS.fallback}${why ? `: ${why}` : ''}. Publícala desde el móvil.`;
}

/**
 * The badge of a story the panel publishes itself (issue 32): «Se publicará automáticamente», «Publicando en
 * Instagram…» or «Publicada automáticamente». Nothing for a story without a request, for a fallback (see
 * AutoPublishFallback) or, while pending, for a story marked published or «No se publicará» meanwhile.
 */
export function AutoPublishBadge({ status, isDone }: { status: AutoPublishStatus; isDone: boolean }) {
  if (!status || status.state === 'fallback' || (isDone && status.state !== 'published')) return null;
  const Icon =
    status.state === 'published' ? CheckCheckIcon : status.state === 'scheduled' ? SendIcon : Loader2Icon;
  return (
    <Badge
      variant={status.state === 'published' ? 'success' : 'outline'}
      className={status.state === 'published' ? undefined : 'border-info/30 bg-info/10 text-info'}
      data-auto-publish={status.state}
    >
      <Icon aria-hidden="true" className={Icon === Loader2Icon ? 'animate-spin' : undefined} />
      {AUTO_PUBLISH_LABELS[status.state]}
    </Badge>
  );
}

/** A fallback (the panel could not publish it): why, and that the brand publishes it by hand. Not once it is done. */
export function AutoPublishFallback({ status, isDone }: { status: AutoPublishStatus; isDone: boolean }) {
  if (status?.state !== 'fallback' || isDone) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-1.5 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      {autoPublishFallbackText(status.reason)}
    </p>
  );
}
