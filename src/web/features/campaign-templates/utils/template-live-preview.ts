import { addDaysIso, isIsoDate } from '@shared/dates';
import { fillTemplate, type TemplateProblem } from '@shared/templates/fill-template';
import {
  TEMPLATE_VARIABLES,
  type TemplateVariable,
  templateDate,
  templateValueProblem,
  templateVariable,
} from '@shared/templates/template-variables';

export interface TemplateDates {
  startDate: string;
  endDate: string;
}

export interface LivePreview {
  /** The campaign's first and last day; null until the first day is a date. */
  dates: TemplateDates | null;
  /** What the texts' variables read as now: the automatic dates and every value typed that is valid. */
  values: ReadonlyMap<string, string>;
  /** fillTemplate's problems (a missing or invalid value: `values.producto`); none once it would fill. */
  problems: TemplateProblem[];
  /** Every value is there and valid: the campaign would be made as shown (the server checks it again). */
  isComplete: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Today's yyyy-mm-dd in the browser's own zone, plus one day: the first day «Usar plantilla» proposes. */
export function browserTomorrow(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return addDaysIso(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, 1);
}

/** The variables of a template that the agency types (not `{fecha_inicio}` / `{fecha_fin}`), in the list's order. */
export function typedVariables(names: readonly string[]): TemplateVariable[] {
  return names.flatMap((name) => {
    const variable = templateVariable(name);
    return variable && variable.kind !== 'auto' ? [variable] : [];
  });
}

/** The automatic variables a template uses. */
export function automaticVariables(names: readonly string[]): TemplateVariable[] {
  return names.flatMap((name) => {
    const variable = templateVariable(name);
    return variable?.kind === 'auto' ? [variable] : [];
  });
}

/**
 * The campaign's first and last day once it starts on `startDate`, by the template's own rule (fillTemplate moves
 * every day by the same number of days): the template's dates alone are filled, so no value is needed.
 */
export function templateDates(content: unknown, startDate: string): TemplateDates | null {
  if (!isIsoDate(startDate)) return null;
  const file = isRecord(content) ? content : {};
  const days = Array.isArray(file.days) ? file.days : [];
  const skeleton = {
    start_date: file.start_date,
    days: days.map((day) => (isRecord(day) ? { date: day.date } : {})),
  };
  const filled = fillTemplate(skeleton, { startDate, values: {} });
  if (!filled.ok) return { startDate, endDate: startDate };
  const movedDays: unknown[] = Array.isArray(filled.file.days) ? filled.file.days : [];
  const dates = movedDays.flatMap((day) =>
    isRecord(day) && typeof day.date === 'string' && isIsoDate(day.date) ? [day.date] : [],
  );
  return { startDate, endDate: [startDate, ...dates].sort().at(-1) ?? startDate };
}

/**
 * The live preview of «Nueva campaña desde plantilla»: the dates, what each variable reads as, and fillTemplate's
 * verdict on the values typed so far (the same function the server fills the template with).
 */
export function livePreview(
  content: unknown,
  input: { startDate: string; values: Readonly<Record<string, string>> },
): LivePreview {
  const dates = templateDates(content, input.startDate);
  const values = new Map<string, string>();
  if (dates) {
    values.set('fecha_inicio', templateDate(dates.startDate));
    values.set('fecha_fin', templateDate(dates.endDate));
  }
  for (const variable of TEMPLATE_VARIABLES) {
    const value = input.values[variable.name];
    if (variable.kind === 'auto' || value === undefined) continue;
    if (templateValueProblem(variable, value) === null) values.set(variable.name, value.trim());
  }
  if (!dates) return { dates, values, problems: [], isComplete: false };
  const filled = fillTemplate(content, { startDate: dates.startDate, values: input.values });
  return {
    dates,
    values,
    problems: filled.ok ? [] : filled.problems,
    isComplete: filled.ok,
  };
}
