import { APP_LOCALE, parseIsoDate } from '../dates';
import { dateTimeFormat } from '../intl-format';
import { parseLinkTarget } from '../links/utm';

/**
 * The variables of campaign templates (issue 33 §2): `{marca}`, `{producto}`… in any text of a template, filled in
 * when a campaign is made from it. `{{` and `}}` write a literal brace. A name that is not in this list, or a
 * variable without a value, is an error at that step: a story never shows a literal `{producto}`.
 */

export type TemplateVariableKind = 'text' | 'url' | 'auto';

export interface TemplateVariable {
  name: string;
  label: string;
  kind: TemplateVariableKind;
  /** An example shown in the form (and used to check a template when it is saved). */
  example: string;
}

export const TEMPLATE_VARIABLES = [
  { name: 'marca', label: 'Marca', kind: 'text', example: 'Café Aroma' },
  { name: 'producto', label: 'Producto o servicio', kind: 'text', example: 'Blend de otoño' },
  { name: 'fecha_inicio', label: 'Fecha de inicio (automática)', kind: 'auto', example: '7 de diciembre' },
  { name: 'fecha_fin', label: 'Fecha de fin (automática)', kind: 'auto', example: '13 de diciembre' },
  { name: 'enlace', label: 'Enlace (https://…)', kind: 'url', example: 'https://example.com/oferta' },
  { name: 'codigo', label: 'Código de descuento', kind: 'text', example: 'OTONO20' },
  { name: 'descuento', label: 'Descuento', kind: 'text', example: '20 %' },
  { name: 'precio', label: 'Precio', kind: 'text', example: '14,90 €' },
  { name: 'palabra_clave', label: 'Palabra clave del chat', kind: 'text', example: 'CAFE' },
  { name: 'premio', label: 'Premio del sorteo', kind: 'text', example: 'un lote de 3 cafés' },
  { name: 'evento', label: 'Nombre del evento', kind: 'text', example: 'Cata de otoño' },
  { name: 'fecha_evento', label: 'Fecha y hora del evento', kind: 'text', example: 'sábado 12 a las 18:00' },
  { name: 'lugar', label: 'Lugar', kind: 'text', example: 'Calle Mayor 5, Madrid' },
] as const satisfies readonly TemplateVariable[];

export type TemplateVariableName = (typeof TEMPLATE_VARIABLES)[number]['name'];

const BY_NAME = new Map<string, TemplateVariable>(TEMPLATE_VARIABLES.map((v) => [v.name, v]));

export function templateVariable(name: string): TemplateVariable | undefined {
  return BY_NAME.get(name);
}

export const TEMPLATE_VALUE_MAX_LENGTH = 300;

export const TEMPLATE_TEXTS = {
  unknownVariable: (name: string) =>
    `La variable {${name}} no existe. Usa una de: ${TEMPLATE_VARIABLES.map((v) => `{${v.name}}`).join(', ')} (o escribe {{ y }} para una llave)`,
  unclosedBrace: 'Hay una llave { sin cerrar: escribe {{ para una llave literal',
  strayBrace: 'Hay una llave } sin abrir: escribe }} para una llave literal',
  missingValue: (label: string) => `Falta el valor de «${label}»`,
  valueTooLong: (label: string) => `«${label}» no puede tener más de ${TEMPLATE_VALUE_MAX_LENGTH} caracteres`,
  valueOneLine: (label: string) => `«${label}» debe ser una sola línea, sin caracteres de control`,
  valueNotUrl: (label: string) => `«${label}» debe ser una dirección que empiece por https:// o http://`,
} as const;

/** A piece of a template text: literal text, or a variable by name (as written, maybe unknown). */
export type TemplatePart = { text: string } | { variable: string };

export type ParsedTemplateText = { ok: true; parts: TemplatePart[] } | { ok: false; message: string };

const NAME = /^[a-z_][a-z0-9_]*$/;

/** Splits a text into literal parts and `{variables}`; `{{` and `}}` are literal braces. */
export function parseTemplateText(text: string): ParsedTemplateText {
  const parts: TemplatePart[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if ((char === '{' || char === '}') && text[i + 1] === char) {
      literal += char;
      i++;
    } else if (char === '{') {
      const end = text.indexOf('}', i + 1);
      const name =
        end === -1
          ? ''
          : text
              .slice(i + 1, end)
              .trim()
              .toLowerCase();
      if (end === -1 || !NAME.test(name)) return { ok: false, message: TEMPLATE_TEXTS.unclosedBrace };
      if (literal) parts.push({ text: literal });
      literal = '';
      parts.push({ variable: name });
      i = end;
    } else if (char === '}') {
      return { ok: false, message: TEMPLATE_TEXTS.strayBrace };
    } else {
      literal += char;
    }
  }
  if (literal) parts.push({ text: literal });
  return { ok: true, parts };
}

/** `text` with its braces doubled: a literal text stored in a template reads back as itself. */
export function escapeTemplateText(text: string): string {
  return text.replaceAll('{', '{{').replaceAll('}', '}}');
}

/** A calendar date as a story says it: '7 de diciembre'. */
export function templateDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? dateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'long' }).format(date) : '';
}

/** The problem with a value typed for a variable, or null. */
export function templateValueProblem(variable: TemplateVariable, value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return TEMPLATE_TEXTS.missingValue(variable.label);
  if ([...trimmed].length > TEMPLATE_VALUE_MAX_LENGTH) return TEMPLATE_TEXTS.valueTooLong(variable.label);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(trimmed))
    return TEMPLATE_TEXTS.valueOneLine(variable.label);
  if (variable.kind === 'url' && !parseLinkTarget(trimmed)) return TEMPLATE_TEXTS.valueNotUrl(variable.label);
  return null;
}
