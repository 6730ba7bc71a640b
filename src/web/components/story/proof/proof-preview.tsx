import { formatDateTimeEs } from '@shared/dates';
import type { StoryProof } from '@shared/proofs/story-proof';
import { ExternalLinkIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PROOF_UI_TEXTS } from './proof-texts';

/** «Adjuntada por Marta (Cliente) el 20/11/2026 a las 10:00» (in `timeZone`, else the browser's). */
export function proofAttribution(proof: StoryProof, timeZone?: string): string {
  return PROOF_UI_TEXTS.attachedBy(proof.byName, proof.byAgency, formatDateTimeEs(proof.createdAt, timeZone));
}

/** Only a web address is a link (the server stores https Instagram links; anything else is not followed). */
const isWebAddress = (url: string | null): url is string => url !== null && /^https:\/\//i.test(url);

/**
 * A proof at a glance: the screenshot's thumbnail (lazy, 9:16), a link that opens it full size in a new tab (this
 * app's URL: the session cookie goes along), or «Ver en Instagram» (the story on Instagram, a new tab, no referrer).
 * Both are named for screen readers with the story and the new tab.
 */
export function ProofPreview({
  proof,
  storyTitle,
  className,
}: {
  proof: StoryProof;
  storyTitle: string;
  className?: string;
}) {
  if (proof.kind === 'screenshot' && proof.imageUrl) {
    return (
      <a
        href={proof.imageUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          'relative block w-11 shrink-0 overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
          className,
        )}
      >
        <img
          src={proof.imageUrl}
          alt={`Captura de ${storyTitle} ${PROOF_UI_TEXTS.newTab}`}
          loading="lazy"
          decoding="async"
          className="aspect-[9/16] w-full object-cover"
        />
      </a>
    );
  }
  if (!isWebAddress(proof.linkUrl)) return null;
  return (
    <a
      href={proof.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'relative inline-flex shrink-0 items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline',
        className,
      )}
    >
      {PROOF_UI_TEXTS.viewOnInstagram}
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">
        : {storyTitle} {PROOF_UI_TEXTS.newTab}
      </span>
    </a>
  );
}
