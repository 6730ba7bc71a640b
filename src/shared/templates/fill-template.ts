import { daysBetween } from '../campaigns/duplicate-schedule';
import { addDaysIso, isIsoDate } from '../dates';
import {
  parseTemplateText,
  TEMPLATE_TEXTS,
  TEMPLATE_VARIABLES,
  type TemplateVariableName,
  templateDate,
  templateValueProblem,
  templateVariable,
} from './template-variables';

/**
 * Templates (issue 33 §2) hold a campaign file (the JSON import format, docs/campaign-import.md) whose texts may use
 * variables. These functions find them and fill them in: pure, shared by the form's preview and by the server,
 * which then validates the filled file with the importer's own validator.
 */

export interface TemplateProblem {
  /** Where: a JSON path in the template ('days.0.blocks.1.stories.2.copy') or 'values.<variable>'. */
  path: string;
  message: string;
}

export interface TemplateVariablesUsed {
  /** The known variables the texts use, in the list's order. */
  names: TemplateVariableName[];
  /** Unknown names and broken braces, where they are. */
  problems: TemplateProblem[];
}

type Visit = (text: string, path: string) => string;

/** A copy of `value` with `visit` applied to every string, by its JSON path. */
export function mapStrings(value: unknown, visit: Visit, path = ''): unknown {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') return visit(value, path);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, visit, at(i)));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        mapStrings(item, visit, at(key)),
      ]),
    );
  }
  return value;
}

/** The variables a template's content uses, and every unknown one or broken brace. */
export function templateVariablesUsed(content: unknown): TemplateVariablesUsed {
  const used = new Set<string>();
  const problems: TemplateProblem[] = [];
  mapStrings(content, (text, path) => {
    const parsed = parseTemplateText(text);
    if (!parsed.ok) problems.push({ path, message: parsed.message });
    else {
      for (const part of parsed.parts) {
        if (!('variable' in part)) continue;
        if (templateVariable(part.variable)) used.add(part.variable);
        else problems.push({ path, message: TEMPLATE_TEXTS.unknownVariable(part.variable) });
      }
    }
    return text;
  });
  const names = TEMPLATE_VARIABLES.map((v) => v.name).filter((name) => used.has(name));
  return { names, problems };
}

export type FilledTemplate =
  | { ok: true; file: Record<string, unknown> }
  | { ok: false; problems: TemplateProblem[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The content moved to `startDate`: its start and each day's date shift by the same days. */
function moveDates(content: Record<string, unknown>, startDate: string): Record<string, unknown> {
  const from = content.start_date;
  if (typeof from !== 'string' || !isIsoDate(from)) return { ...content, start_date: startDate };
  const shift = daysBetween(from, startDate);
  const days = Array.isArray(content.days)
    ? content.days.map((day) =>
        isRecord(day) && typeof day.date === 'string' && isIsoDate(day.date)
          ? { ...day, date: addDaysIso(day.date, shift) }
          : day,
      )
    : content.days;
  return { ...content, start_date: startDate, days };
}

/**
 * The campaign file of a template for a first day and the values typed for its variables: dates moved, `{fecha_inicio}`
 * and `{fecha_fin}` from them, every other variable from `values` (trimmed). Problems: the template's own (unknown
 * variables, broken braces) and each used variable's missing or invalid value, once per variable.
 */
export function fillTemplate(
  content: unknown,
  input: { startDate: string; values: Readonly<Record<string, string | undefined>> },
): FilledTemplate {
  if (!isRecord(content))
    return { ok: false, problems: [{ path: '', message: 'La plantilla no es válida' }] };
  const { names, problems } = templateVariablesUsed(content);
  const moved = moveDates(content, input.startDate);
  const dates = Array.isArray(moved.days)
    ? moved.days.flatMap((day) => (isRecord(day) && typeof day.date === 'string' ? [day.date] : []))
    : [];
  const values = new Map<string, string>();
  values.set('fecha_inicio', templateDate(input.startDate));
  values.set('fecha_fin', templateDate([input.startDate, ...dates].sort().at(-1)!));
  for (const name of names) {
    const variable = templateVariable(name)!;
    if (variable.kind === 'auto') continue;
    const problem = templateValueProblem(variable, input.values[name]);
    if (problem) problems.push({ path: `values.${name}`, message: problem });
    else values.set(name, input.values[name]!.trim());
  }
  if (problems.length > 0) return { ok: false, problems };
  const file = mapStrings(moved, (text) => {
    const parsed = parseTemplateText(text);
    if (!parsed.ok) return text;
    return parsed.parts.map((part) => ('text' in part ? part.text : values.get(part.variable)!)).join('');
  }) as Record<string, unknown>;
  return { ok: true, file };
}

/** Example values for every variable: a template is checked, when saved, by filling it with them. */
export function exampleTemplateValues(): Record<string, string> {
  return Object.fromEntries(TEMPLATE_VARIABLES.map((v) => [v.name, v.example]));
}
