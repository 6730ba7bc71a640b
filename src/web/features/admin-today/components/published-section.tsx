import type { PublishedBoardStory } from '@shared/api/admin-today';
import { formatDateTimeEs } from '@shared/dates';
import { CheckCircle2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { ProofPreview, proofAttribution } from '@/components/story/proof/proof-preview';
import { PROOF_UI_TEXTS } from '@/components/story/proof/proof-texts';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { storyLabel } from '../utils/format';
import { lineClass, StoryLink, StoryPlace } from './board-line';
import { BoardSection } from './board-section';

export const PUBLISHED_TEXTS = {
  title: 'Publicadas',
  hint: 'Las de las últimas 48 horas, la última primero: su prueba de publicación y si ya tienen números.',
  empty: 'Ninguna historia publicada en las últimas 48 horas.',
  postedAt: (when: string) => `Publicada el ${when}`,
  noResults: 'Sin números',
  enterResults: 'Apuntar resultados',
  seeResults: 'Ver resultados',
} as const;

/**
 * A published story of the board: its link and place, when it went up and who attached its proof, its results form
 * («Apuntar resultados» with «Sin números» until they are entered); on the right the proof (the screenshot's
 * thumbnail, «Ver en Instagram») or «Sin prueba». Its own links sit above the line's (the story's) link.
 */
function PublishedLine({ line, agencyTimeZone }: { line: PublishedBoardStory; agencyTimeZone: string }) {
  const label = storyLabel(line.story);
  return (
    <li className={lineClass}>
      <div className="grid min-w-0 gap-0.5">
        <StoryLink line={line} />
        <StoryPlace line={line} />
        <p className="text-muted-foreground text-xs tabular-nums">
          {PUBLISHED_TEXTS.postedAt(formatDateTimeEs(line.postedAt, agencyTimeZone))}
          {line.proof && (
            <span className="block sm:inline"> · {proofAttribution(line.proof, agencyTimeZone)}</span>
          )}
        </p>
        <p className="relative z-10 flex flex-wrap items-center gap-2 pt-1">
          {!line.hasResults && <Badge variant="outline">{PUBLISHED_TEXTS.noResults}</Badge>}
          <Link
            to={paths.admin.storyResults.getHref(line.story.id)}
            className="font-medium text-primary text-xs underline-offset-4 hover:underline"
          >
            {line.hasResults ? PUBLISHED_TEXTS.seeResults : PUBLISHED_TEXTS.enterResults}{' '}
            <span className="sr-only">de {label}</span>
          </Link>
        </p>
      </div>
      <div className="relative z-10 grid justify-items-end">
        {line.proof ? (
          <ProofPreview proof={line.proof} storyTitle={label} />
        ) : (
          <Badge variant="outline" className="border-dashed text-muted-foreground">
            {PROOF_UI_TEXTS.none}
          </Badge>
        )}
      </div>
    </li>
  );
}

/** «Publicadas» on the «Hoy» board: the window's published stories, the latest first, with their proof of posting. */
export function PublishedSection({
  lines,
  agencyTimeZone,
  className,
}: {
  lines: readonly PublishedBoardStory[];
  agencyTimeZone: string;
  className?: string;
}) {
  return (
    <BoardSection
      id="publicadas"
      title={PUBLISHED_TEXTS.title}
      description={PUBLISHED_TEXTS.hint}
      icon={CheckCircle2Icon}
      count={lines.length}
      emptyText={PUBLISHED_TEXTS.empty}
      className={className}
    >
      {lines.map((line) => (
        <PublishedLine key={line.story.id} line={line} agencyTimeZone={agencyTimeZone} />
      ))}
    </BoardSection>
  );
}
