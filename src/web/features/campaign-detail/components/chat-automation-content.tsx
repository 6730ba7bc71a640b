import type { ChatAutomation } from '@shared/api/client-area/campaigns';
import { LANDING_URL_PLACEHOLDER } from '@shared/constants';
import { chatAutomationCopyText, chatKeyword, formatFollowUpDelay } from '@shared/domain/chat-automation';
import { isHttpUrl } from '@shared/text/http-url';
import {
  ExternalLinkIcon,
  FileTextIcon,
  HourglassIcon,
  KeyRoundIcon,
  LinkIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  PaperclipIcon,
  StickyNoteIcon,
  TagsIcon,
  UserRoundIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { preloadOn } from '@/lib/lazy-with-preload';
import { useMediaQuery } from '../hooks/use-media-query';
import { useAutomationCheckSlot } from './automation-check-slot';
import { ChatAutomationTutorial } from './chat-automation-tutorial';
import { ChatMessageEditor } from './chat-message-editor';
import { CopyButton } from './copy-button';
import { TrackedLinkRow } from './tracked-link-row';

const WIDE_QUERY = '(min-width: 1024px)';

function Field({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof KeyRoundIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="flex items-center gap-2 font-semibold text-sm">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">(se abre en otra pestaña)</span>
    </a>
  );
}

function FollowUpTimeline({
  campaignId,
  items,
}: {
  campaignId: string;
  items: ChatAutomation['followUpSequence'];
}) {
  return (
    <ol className="relative ml-2.5 grid gap-4 border-border border-l-2 pl-5">
      {items.map((item, index) => (
        // The sequence is edited in place, never reordered: the index is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="relative grid gap-2">
          <span
            aria-hidden="true"
            className="absolute top-0.5 -left-[1.95rem] flex size-5 items-center justify-center rounded-full bg-primary font-semibold text-[0.65rem] text-primary-foreground ring-4 ring-card"
          >
            {index + 1}
          </span>
          <p className="font-medium text-sm">
            Seguimiento {index + 1}
            <span className="font-normal text-muted-foreground">
              {' '}
              · tras {formatFollowUpDelay(item.delayHours)}
              {item.humanAgent && (
                <>
                  {' '}
                  <UserRoundIcon className="inline size-3.5 align-[-0.125em]" aria-hidden="true" />
                  (lo envía una persona)
                </>
              )}
            </span>
          </p>
          <ChatMessageEditor
            campaignId={campaignId}
            target={{ followUpIndex: index }}
            message={item.message}
            label={`seguimiento ${index + 1}`}
          />
          {item.attachment && isHttpUrl(item.attachment.trim()) && (
            <ExternalLink
              href={item.attachment}
              className="inline-flex w-fit items-center gap-1.5 break-all text-primary text-xs underline-offset-4 hover:underline"
            >
              <PaperclipIcon className="size-3.5 shrink-0" aria-hidden="true" />
              Adjunto
            </ExternalLink>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The open chat-automation section (loaded when first opened, chat-automation-panel.tsx): keyword, initial auto
 * message and follow-up timeline (both editable inline), landing URL and its tracked short link (issue 31), tags,
 * notes, 'Copiar todo' and the tutorial.
 * Phones get one column in that order; from 1024 px the timeline has a column of its own.
 */
export function ChatAutomationContent({
  campaignId,
  config,
}: {
  campaignId: string;
  config: ChatAutomation;
}) {
  const isWide = useMediaQuery(WIDE_QUERY);
  const keyword = chatKeyword(config.keyword);
  const hasOwnKeyword = Boolean(config.keyword?.trim());
  const landingUrl = config.landingUrl?.trim() ?? '';
  const notes = config.notes?.trim() ?? '';

  const keywordField = (
    <Field icon={KeyRoundIcon} title="Palabra clave">
      <div className="flex items-center gap-2">
        <span className="rounded-lg bg-brand-gradient px-3 py-1.5 font-bold font-mono text-base text-white tracking-wider">
          {keyword}
        </span>
        {!hasOwnKeyword && <span className="text-muted-foreground text-xs">(por defecto)</span>}
        <CopyButton text={keyword} label="Copiar palabra clave" />
      </div>
    </Field>
  );
  const messageField = (
    <Field icon={MessageSquareTextIcon} title="Mensaje automático inicial">
      <ChatMessageEditor
        campaignId={campaignId}
        target="auto-response"
        message={config.autoResponse ?? ''}
        label="mensaje automático inicial"
      />
    </Field>
  );
  const followUpField = config.followUpSequence.length > 0 && (
    <Field icon={HourglassIcon} title="Secuencia de seguimiento">
      <FollowUpTimeline campaignId={campaignId} items={config.followUpSequence} />
    </Field>
  );
  // A copy kept offline from before issue 31 has no landingLink.
  const landingLink = config.landingLink ?? null;
  const landingField = (landingUrl || landingLink) && (
    <Field icon={LinkIcon} title="URL de la landing">
      {landingUrl === LANDING_URL_PLACEHOLDER && (
        <p className="rounded-lg border border-warning/50 bg-warning/12 p-3 text-sm">
          Pendiente: sustituye <code className="font-mono text-xs">{landingUrl}</code> por el enlace de tu
          página de pago.
        </p>
      )}
      {landingUrl !== '' && landingUrl !== LANDING_URL_PLACEHOLDER && (
        <div className="flex items-center gap-1">
          <ExternalLink
            href={landingUrl}
            className="inline-flex min-w-0 items-center gap-1.5 break-all text-primary text-sm underline-offset-4 hover:underline"
          >
            {landingUrl}
            <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
          </ExternalLink>
          <CopyButton text={landingUrl} label="Copiar URL de la landing" />
        </div>
      )}
      {landingLink && (
        <TrackedLinkRow
          link={landingLink}
          label="Enlace con seguimiento de la landing"
          copyLabel="Copiar enlace con seguimiento de la landing"
          hint="Usa este enlace en el mensaje de la automatización para contar los clics."
        />
      )}
    </Field>
  );
  const tagsField = config.tags.length > 0 && (
    <Field icon={TagsIcon} title="Etiquetas">
      <ul className="flex flex-wrap gap-2">
        {config.tags.map((tag) => (
          <li key={tag}>
            <Badge variant="secondary">#{tag}</Badge>
          </li>
        ))}
      </ul>
    </Field>
  );
  const notesField = notes && (
    <Field icon={StickyNoteIcon} title="Notas">
      <p className="whitespace-pre-line rounded-lg border bg-muted p-3 text-sm">{notes}</p>
    </Field>
  );

  return (
    <>
      {isWide ? (
        <div className="grid grid-cols-2 gap-10">
          <div className="grid content-start gap-6">
            {keywordField}
            {messageField}
            {landingField}
            {tagsField}
            {notesField}
          </div>
          {followUpField}
        </div>
      ) : (
        <div className="grid gap-6">
          {keywordField}
          {messageField}
          {followUpField}
          {landingField}
          {tagsField}
          {notesField}
        </div>
      )}

      <div className="flex flex-wrap gap-2 border-t pt-4">
        <CopyButton text={chatAutomationCopyText(config)} label="Copiar todo" showLabel variant="default" />
        <ChatAutomationTutorial config={config} />
        <AutomationCheckActions />
      </div>
    </>
  );
}

/** «Revisar automatizaciones» and the set-up sheet, when the screen that shows this section offers them. */
function AutomationCheckActions() {
  const check = useAutomationCheckSlot();
  if (!check) return null;
  return (
    <>
      <Button variant="outline" {...preloadOn(check)} onClick={() => check.open()}>
        <ListChecksIcon aria-hidden="true" />
        Revisar automatizaciones
      </Button>
      <Button asChild variant="outline">
        <Link to={check.sheetHref}>
          <FileTextIcon aria-hidden="true" />
          Hoja de configuración
        </Link>
      </Button>
    </>
  );
}
