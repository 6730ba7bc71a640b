import { parseTemplateText } from '@shared/templates/template-variables';

/** A piece of a template text as shown: literal text, or a variable with its value (null: not given yet). */
export type TemplateTextPart = { text: string } | { variable: string; value: string | null };

/**
 * A template text in pieces, its `{variables}` replaced by `values` where there is one (the live preview) and kept
 * as variables otherwise, so that the screens can highlight them. A text with broken braces is shown as it is.
 */
export function templateTextParts(
  text: string,
  values: ReadonlyMap<string, string> = new Map(),
): TemplateTextPart[] {
  const parsed = parseTemplateText(text);
  if (!parsed.ok) return [{ text }];
  return parsed.parts.map((part) =>
    'text' in part ? part : { variable: part.variable, value: values.get(part.variable) ?? null },
  );
}
