import type { TemplateDetail } from '@shared/api/campaign-templates';
import { RocketIcon } from 'lucide-react';
import { useMemo } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useTemplate } from '../api/get-template';
import { PREVIEW_TEMPLATE_TEXTS as TEXTS } from '../utils/template-dialog-texts';
import { type TemplateDayOutline, templateOutline } from '../utils/template-outline';
import { templateSizeLabel } from '../utils/template-page-texts';
import { TemplateText } from './template-text';
import { VariableChips } from './variable-chips';

export type TemplatePreviewDialogProps = {
  template: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** «Usar plantilla» from the preview (the page closes it and opens the form). */
  onUse?(template: { id: string; name: string }): void;
};

/**
 * «Vista previa» of a template: its days («Día N · tema»), each story's block, time and copy with the `{variables}`
 * highlighted, and the chat automation's keyword and answer. The whole screen on a phone, a wide panel above 640 px.
 */
export function TemplatePreviewDialog({ template, open, onOpenChange, onUse }: TemplatePreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-dvh max-h-dvh w-full max-w-none flex-col gap-0 overflow-hidden rounded-none p-0 sm:h-auto sm:max-h-[calc(100dvh-4rem)] sm:max-w-2xl sm:rounded-xl">
        <DialogHeader className="gap-1 border-b px-4 py-3 pr-14 sm:px-6">
          <DialogTitle className="wrap-anywhere">
            {TEXTS.titlePrefix}: {template.name}
          </DialogTitle>
          <DialogDescription>{TEXTS.legend}</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
          {open && <PreviewBody templateId={template.id} />}
        </div>
        {onUse && (
          <DialogFooter className="border-t px-4 py-3 sm:px-6">
            <Button onClick={() => onUse(template)}>
              <RocketIcon aria-hidden="true" />
              {TEXTS.use}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ templateId }: { templateId: string }) {
  const query = useTemplate(templateId);
  if (query.isPending) {
    return (
      <p className="py-10 text-center text-muted-foreground" role="status">
        {TEXTS.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={TEXTS.loadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <TemplateOutlineView template={query.data} />;
}

function TemplateOutlineView({ template }: { template: TemplateDetail }) {
  const outline = useMemo(() => templateOutline(template.content), [template.content]);
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <p className="font-semibold text-base">
          <TemplateText text={outline.title} />
        </p>
        {outline.description && (
          <p className="text-muted-foreground text-sm">
            <TemplateText text={outline.description} />
          </p>
        )}
        <p className="text-sm tabular-nums">{templateSizeLabel(template)}</p>
        <VariableChips names={template.variables} />
      </div>
      {outline.days.map((day) => (
        <PreviewDay key={day.key} day={day} />
      ))}
      {outline.chat && (
        <section aria-labelledby="template-preview-chat" className="grid gap-2 rounded-lg bg-muted/60 p-3">
          <h3 id="template-preview-chat" className="font-semibold text-sm">
            {TEXTS.chat}
          </h3>
          <dl className="grid gap-2 text-sm">
            {outline.chat.keyword && (
              <div>
                <dt className="text-muted-foreground text-xs">{TEXTS.keyword}</dt>
                <dd className="font-medium">
                  <TemplateText text={outline.chat.keyword} />
                </dd>
              </div>
            )}
            {outline.chat.response && (
              <div>
                <dt className="text-muted-foreground text-xs">{TEXTS.response}</dt>
                <dd>
                  <TemplateText text={outline.chat.response} />
                </dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}

function PreviewDay({ day }: { day: TemplateDayOutline }) {
  const headingId = `template-preview-${day.key.replaceAll('.', '-')}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="border-b pb-1 font-semibold text-sm">
        Día {day.position}
        {day.theme && (
          <>
            {' · '}
            <TemplateText text={day.theme} />
          </>
        )}
      </h3>
      {day.stories.length === 0 ? (
        <p className="text-muted-foreground text-sm">{TEXTS.noStories}</p>
      ) : (
        <ol className="grid gap-3">
          {day.stories.map((story) => (
            <li key={story.key} className="grid gap-0.5 text-sm">
              <p className="text-muted-foreground text-xs">
                {[
                  story.number !== null ? `Historia ${story.number}` : null,
                  story.blockName || null,
                  story.time || null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <TemplateText text={story.copy} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
