import type { TemplateSummary } from '@shared/api/campaign-templates';
import { formatDateEs } from '@shared/dates';
import { EyeIcon, PencilIcon, RocketIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TEMPLATE_PAGE_TEXTS as TEXTS, templateSizeLabel } from '../utils/template-page-texts';
import { VariableChips } from './variable-chips';

/** What a template's row can open. */
export type TemplateAction = 'use' | 'preview' | 'rename' | 'delete';

type Props = {
  templates: TemplateSummary[];
  onAction(action: TemplateAction, template: TemplateSummary): void;
};

const updatedLabel = (template: TemplateSummary) => `Actualizada el ${formatDateEs(template.updatedAt)}`;

/**
 * The library of templates: a table from 768 px (Plantilla, Contenido, Variables, Actualizada, Acciones), a list of
 * cards below it with the same facts and actions.
 */
export function TemplateList({ templates, onAction }: Props) {
  return (
    <>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Plantilla</TableHead>
            <TableHead>Contenido</TableHead>
            <TableHead>Variables</TableHead>
            <TableHead>Actualizada</TableHead>
            <TableHead>Acciones</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {templates.map((template) => (
            <TableRow key={template.id}>
              <TableCell className="max-w-72 whitespace-normal">
                <p className="wrap-anywhere font-medium">{template.name}</p>
                {template.description && (
                  <p className="line-clamp-2 wrap-anywhere text-muted-foreground">{template.description}</p>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{templateSizeLabel(template)}</TableCell>
              <TableCell className="max-w-56">
                <VariableChips names={template.variables} />
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDateEs(template.updatedAt)}
              </TableCell>
              <TableCell>
                <TemplateRowActions template={template} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y md:hidden" aria-label={TEXTS.title}>
        {templates.map((template) => (
          <li key={template.id} className="space-y-2 py-4 first:pt-0 last:pb-0">
            <p className="wrap-anywhere font-medium">{template.name}</p>
            {template.description && (
              <p className="line-clamp-3 wrap-anywhere text-muted-foreground text-sm">
                {template.description}
              </p>
            )}
            <p className="text-sm tabular-nums">{templateSizeLabel(template)}</p>
            <VariableChips names={template.variables} />
            <p className="text-muted-foreground text-xs">{updatedLabel(template)}</p>
            <TemplateRowActions template={template} onAction={onAction} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** «Usar plantilla» first (what a template is for), then Vista previa, Renombrar and Eliminar, each naming it. */
function TemplateRowActions({
  template,
  onAction,
}: {
  template: TemplateSummary;
  onAction: Props['onAction'];
}) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        size="sm"
        className="mr-1"
        aria-label={`${TEXTS.use} ${template.name}`}
        onClick={() => onAction('use', template)}
      >
        <RocketIcon aria-hidden="true" />
        {TEXTS.use}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title={TEXTS.preview}
        aria-label={`${TEXTS.preview} de la plantilla ${template.name}`}
        onClick={() => onAction('preview', template)}
      >
        <EyeIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title={TEXTS.rename}
        aria-label={`${TEXTS.rename} la plantilla ${template.name}`}
        onClick={() => onAction('rename', template)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title={TEXTS.remove}
        aria-label={`${TEXTS.remove} la plantilla ${template.name}`}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onAction('delete', template)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
