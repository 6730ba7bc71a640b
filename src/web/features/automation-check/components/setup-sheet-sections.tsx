import type { ChatAutomation } from '@shared/api/client-area/campaigns';
import { formatDateEs } from '@shared/dates';
import { numberFormat } from '@shared/intl-format';
import { BotIcon, UserRoundIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { SETUP_SHEET_TEXTS as TEXTS } from '../texts';
import type { KeywordStory, TimedFollowUp } from '../utils/setup-sheet';

const hoursFormat = () => numberFormat('es-ES', { maximumFractionDigits: 1 });

/** One part of the sheet: a titled card, kept on one printed page when it fits. */
export function SheetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5 print:break-inside-avoid print:shadow-none"
    >
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The keyword in large type, as the tool must be told (and whether it is the default one). */
export function KeywordBlock({ keyword, isDefault }: { keyword: string; isDefault: boolean }) {
  return (
    <SheetSection id="hoja-palabra-clave" title={TEXTS.keyword}>
      <p
        translate="no"
        className="font-bold font-mono text-4xl tracking-wider [overflow-wrap:anywhere] sm:text-5xl"
      >
        {keyword}
      </p>
      {isDefault && <p className="text-muted-foreground text-sm">{TEXTS.defaultKeyword}</p>}
    </SheetSection>
  );
}

/** The stories that show or ask for the keyword: day, date, time, «Historia N» and the sentence. */
export function KeywordStories({ stories }: { stories: readonly KeywordStory[] }) {
  return (
    <SheetSection id="hoja-historias" title={TEXTS.storiesTitle}>
      {stories.length === 0 ? (
        <p className="text-muted-foreground text-sm">{TEXTS.noStories}</p>
      ) : (
        <ol className="grid gap-3">
          {stories.map((story) => (
            <li key={story.id} className="grid gap-1 border-l-2 border-primary/40 pl-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold">
                  {TEXTS.dayLabel(story.dayOrder)} · {formatDateEs(story.date)} · {story.time ?? TEXTS.noTime}{' '}
                  · {TEXTS.storyLabel(story.storyNumber)}
                </span>
                <Badge variant={story.asks ? 'default' : 'secondary'}>
                  {story.asks ? TEXTS.asks : TEXTS.shows}
                </Badge>
              </p>
              <blockquote className="whitespace-pre-line [overflow-wrap:anywhere]">
                «{story.sentence}»
              </blockquote>
            </li>
          ))}
        </ol>
      )}
    </SheetSection>
  );
}

/** A message to paste into the tool, as written (line breaks kept). */
function MessageText({ children }: { children: string }) {
  return (
    <p className="whitespace-pre-line rounded-lg border bg-muted/40 p-3 text-sm [overflow-wrap:anywhere] print:bg-transparent">
      {children}
    </p>
  );
}

/** The initial message, then each follow-up at its time after the person's message, automatic or sent by a person. */
export function MessagesBlock({
  autoResponse,
  followUps,
}: {
  autoResponse: string | null;
  followUps: readonly TimedFollowUp[];
}) {
  const initial = autoResponse?.trim() ?? '';
  return (
    <>
      <SheetSection id="hoja-mensaje-inicial" title={TEXTS.initialMessage}>
        {initial ? (
          <MessageText>{initial}</MessageText>
        ) : (
          <p className="text-muted-foreground text-sm">{TEXTS.noInitialMessage}</p>
        )}
      </SheetSection>
      {followUps.length > 0 && (
        <SheetSection id="hoja-seguimientos" title={TEXTS.followUpsTitle}>
          <ol className="grid gap-4">
            {followUps.map((item, index) => (
              // The sequence as stored, never reordered: the position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="grid gap-2 print:break-inside-avoid">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold">{TEXTS.followUp(index + 1)}</span>
                  <span>{TEXTS.followUpAt(hoursFormat().format(item.atHours))}</span>
                  <Badge variant={item.isHuman ? 'outline' : 'secondary'}>
                    {item.isHuman ? <UserRoundIcon aria-hidden="true" /> : <BotIcon aria-hidden="true" />}
                    {item.isHuman ? TEXTS.human : TEXTS.automatic}
                  </Badge>
                </p>
                <MessageText>{item.message}</MessageText>
                {item.attachment && (
                  <p className="text-sm [overflow-wrap:anywhere]">
                    {TEXTS.attachment}: <span translate="no">{item.attachment}</span>
                  </p>
                )}
              </li>
            ))}
          </ol>
        </SheetSection>
      )}
    </>
  );
}

/** The landing page and the tracked short link the messages must carry (its clicks are counted). */
export function LandingBlock({ config }: { config: Pick<ChatAutomation, 'landingUrl' | 'landingLink'> }) {
  const landingUrl = config.landingUrl?.trim() ?? '';
  const tracked = config.landingLink?.url ?? null;
  if (!landingUrl && !tracked) return null;
  return (
    <SheetSection id="hoja-landing" title={TEXTS.landingTitle}>
      <dl className="grid gap-3 text-sm">
        {landingUrl && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{TEXTS.landingTarget}</dt>
            <dd translate="no" className="[overflow-wrap:anywhere]">
              {landingUrl}
            </dd>
          </div>
        )}
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{TEXTS.trackedLink}</dt>
          <dd translate="no" className="font-mono font-semibold text-base [overflow-wrap:anywhere]">
            {tracked ?? <span className="font-normal font-sans text-sm">{TEXTS.noTrackedLink}</span>}
          </dd>
        </div>
      </dl>
    </SheetSection>
  );
}

/** The tags and the notes, when there are any. */
export function TagsAndNotes({ tags, notes }: { tags: readonly string[]; notes: string | null }) {
  const text = notes?.trim() ?? '';
  return (
    <>
      {tags.length > 0 && (
        <SheetSection id="hoja-etiquetas" title={TEXTS.tags}>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">#{tag}</Badge>
              </li>
            ))}
          </ul>
        </SheetSection>
      )}
      {text && (
        <SheetSection id="hoja-notas" title={TEXTS.notes}>
          <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{text}</p>
        </SheetSection>
      )}
    </>
  );
}
