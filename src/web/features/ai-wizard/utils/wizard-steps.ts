import { AI_BRIEF_MESSAGES, type AiBrief, AiBriefBody } from '@shared/ai/contract';
import { CAMPAIGN_DURATION_OPTIONS_DAYS, DEFAULT_CAMPAIGN_DURATION_DAYS } from '@shared/constants';
import { defaultLaunch, type LaunchChoice, launchInstant } from './launch-datetime';

/** What the six steps hold while the user answers them. */
export type WizardValues = {
  productDescription: string;
  salesProcess: string;
  specialOffers: string;
  /** The select's value: '7', '14' or '21'. */
  campaignDuration: string;
  keyMessage: string;
  launch: LaunchChoice;
};

export type TextField = 'productDescription' | 'salesProcess' | 'specialOffers';

export type WizardStep =
  | { kind: 'text'; field: TextField; title: string; question: string; help: string; placeholder: string }
  | { kind: 'duration'; title: string; question: string; help: string }
  | { kind: 'message'; title: string; question: string; help: string; placeholder: string }
  | { kind: 'launch'; title: string; question: string; help: string };

/** Spec section 2: Producto, Proceso, Precio, Duración, Mensaje, Lanzamiento. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    kind: 'text',
    field: 'productDescription',
    title: 'Producto',
    question: '¿Qué vendes?',
    help: 'Describe tu producto o servicio: qué es, para quién es y qué problema resuelve.',
    placeholder: 'Ej.: Café de especialidad tostado cada semana en nuestro obrador, en grano o molido…',
  },
  {
    kind: 'text',
    field: 'salesProcess',
    title: 'Proceso',
    question: '¿Cómo es tu proceso de venta?',
    help: 'Cuenta cómo llega un cliente hasta la compra: mensajes directos, web, llamada, tienda física…',
    placeholder: 'Ej.: Nos escriben por mensaje directo, les recomendamos un café y compran en la web…',
  },
  {
    kind: 'text',
    field: 'specialOffers',
    title: 'Precio',
    question: '¿Cuál es el precio y la oferta?',
    help: 'Indica el precio e incluye los bonos y las garantías de la oferta.',
    placeholder:
      'Ej.: Suscripción de 24 € al mes; el primer envío con taza de regalo y devolución en 30 días…',
  },
  {
    kind: 'duration',
    title: 'Duración',
    question: '¿Cuántos días quieres que dure la campaña?',
    help: 'Cada día de la campaña tendrá su tema y sus historias.',
  },
  {
    kind: 'message',
    title: 'Mensaje',
    question: '¿Hay algún mensaje clave que quieras transmitir?',
    help: 'Una idea o frase que deba aparecer en la campaña. Puedes dejarlo en blanco.',
    placeholder: 'Ej.: El café recién tostado cambia tu mañana.',
  },
  {
    kind: 'launch',
    title: 'Lanzamiento',
    question: '¿Cuándo quieres lanzar la campaña?',
    help: 'Elige el día y la hora del lanzamiento.',
  },
];

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export function createDefaultValues(now: Date = new Date()): WizardValues {
  return {
    productDescription: '',
    salesProcess: '',
    specialOffers: '',
    campaignDuration: String(DEFAULT_CAMPAIGN_DURATION_DAYS),
    keyMessage: '',
    launch: defaultLaunch(now),
  };
}

export const DURATION_OPTIONS = CAMPAIGN_DURATION_OPTIONS_DAYS.map((days) => ({
  value: String(days),
  label: `${days} días`,
}));

/** Duration defaults to 7 when the value is not numeric (spec section 5). */
export function durationOf(value: string): number {
  const days = Number.parseInt(value, 10);
  return Number.isFinite(days) ? days : DEFAULT_CAMPAIGN_DURATION_DAYS;
}

export type StepCheck = { valid: true } | { valid: false; message: string };

function check(result: { success: boolean; error?: { issues: { message: string }[] } }): StepCheck {
  if (result.success) return { valid: true };
  return { valid: false, message: result.error?.issues[0]?.message ?? AI_BRIEF_MESSAGES.launchAt };
}

/**
 * One step's validity, with the same shared zod schema the API applies (AiBriefBody): 30 characters after trimming
 * for the three texts, a duration of 7/14/21, the optional key message, and a valid launch that is not in the past.
 */
export function validateStep(index: number, values: WizardValues, now: Date = new Date()): StepCheck {
  const step = WIZARD_STEPS[index];
  const shape = AiBriefBody.shape;
  switch (step?.kind) {
    case 'text':
      return check(shape[step.field].safeParse(values[step.field]));
    case 'duration':
      return check(shape.campaignDuration.safeParse(durationOf(values.campaignDuration)));
    case 'message':
      return check(shape.keyMessage.safeParse(values.keyMessage));
    case 'launch': {
      const instant = launchInstant(values.launch);
      if (!instant) return { valid: false, message: AI_BRIEF_MESSAGES.launchAt };
      const parsed = check(shape.launchAt.safeParse(instant.toISOString()));
      if (!parsed.valid) return parsed;
      if (instant.getTime() < now.getTime()) return { valid: false, message: AI_BRIEF_MESSAGES.launchInPast };
      return parsed;
    }
    default:
      return { valid: false, message: 'Paso desconocido' };
  }
}

/** The body of POST /api/ai/requests, parsed by the whole shared schema (throws if any step is invalid). */
export function toBrief(values: WizardValues): AiBrief {
  const instant = launchInstant(values.launch);
  return AiBriefBody.parse({
    productDescription: values.productDescription,
    salesProcess: values.salesProcess,
    specialOffers: values.specialOffers,
    campaignDuration: durationOf(values.campaignDuration),
    keyMessage: values.keyMessage,
    launchAt: instant ? instant.toISOString() : '',
  });
}

/** 'Paso N de 6' percentage: the share of the steps reached, rounded. */
export function stepPercent(index: number): number {
  return Math.round(((index + 1) / WIZARD_STEP_COUNT) * 100);
}
