import { cn } from '@/lib/cn';
import { type TemplateTextPart, templateTextParts } from '../utils/template-text-parts';

/**
 * A template text with its `{variables}` highlighted (`<mark>`): as written in the template («{marca}»), or with the
 * value they will take when `values` has one (the live preview), highlighted more softly. Line breaks are kept.
 */
export function TemplateText({
  text,
  values,
  className,
}: {
  text: string;
  values?: ReadonlyMap<string, string>;
  className?: string;
}) {
  const parts = templateTextParts(text, values);
  return (
    <span className={cn('wrap-anywhere whitespace-pre-line', className)}>
      {parts.map((part, index) => (
        // The parts of one text never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <TemplatePart key={index} part={part} />
      ))}
    </span>
  );
}

function TemplatePart({ part }: { part: TemplateTextPart }) {
  if ('text' in part) return part.text;
  if (part.value !== null) {
    return (
      <mark className="rounded-sm bg-success/15 px-0.5 text-foreground" title={`{${part.variable}}`}>
        {part.value}
      </mark>
    );
  }
  return (
    <mark className="rounded-sm bg-warning/25 px-0.5 font-medium font-mono text-[0.9em] text-foreground">
      {`{${part.variable}}`}
    </mark>
  );
}
