import { LANDING_URL_PLACEHOLDER } from '../../../shared/constants';
import type { BaseContext } from './context';
import { plainLower } from './text';
import type { CampaignImportChatAutomation, CampaignImportFollowUp } from './types';

/** Follow-up delays (hours after the first message) per campaign length: always increasing. */
const FOLLOW_UP_DELAYS: Record<number, number[]> = {
  7: [3, 24, 48],
  14: [3, 24, 72, 120],
  21: [3, 24, 96, 168],
};

function brandTag(brand: string): string | null {
  const slug = plainLower(brand)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug.length >= 2 ? slug : null;
}

function followUps(c: BaseContext): CampaignImportFollowUp[] {
  const messages = [
    `¿Has podido ver la información? Si te surge cualquier duda sobre ${c.productShort}, respóndeme aquí y te ayudo.`,
    `Te recuerdo la oferta de lanzamiento: ${c.offerShort}. Aquí tienes el enlace: ${LANDING_URL_PLACEHOLDER}`,
    c.keyMessage
      ? `Una idea para pensarlo: «${c.keyMessage}». Si quieres, lo vemos juntos por aquí.`
      : 'Muchas personas me dicen que lo que les frenaba era dar el primer paso. Si quieres, lo vemos juntos por aquí.',
    `Último aviso: la oferta de lanzamiento termina el ${c.closeDate}. Si lo quieres, este es el momento: ${LANDING_URL_PLACEHOLDER}`,
  ];
  const delays = FOLLOW_UP_DELAYS[c.totalDays] ?? FOLLOW_UP_DELAYS[7]!;
  // The last message is always the closing reminder; shorter sequences drop the reflective one.
  const chosen = delays.length >= 4 ? messages : [messages[0]!, messages[1]!, messages[3]!];
  return delays.map((delay_hours, index) => ({ delay_hours, message: chosen[index]! }));
}

/** The chat-automation set-up (keyword, auto reply, follow-ups, tags, notes) for the campaign. */
export function buildChatAutomation(c: BaseContext): CampaignImportChatAutomation {
  const tags = ['lanzamiento', plainLower(c.keyword), 'interesado', 'oferta-lanzamiento'];
  const brand = brandTag(c.brand);
  if (brand && !tags.includes(brand)) tags.push(brand);
  return {
    keyword: c.keyword,
    auto_response: `¡Hola! 👋 Gracias por escribir ${c.keyword}. Te cuento: ${c.product}. Durante el lanzamiento: ${c.offer}. Aquí tienes toda la información y el enlace para conseguirlo: ${LANDING_URL_PLACEHOLDER}`,
    follow_up_sequence: followUps(c),
    landing_url: LANDING_URL_PLACEHOLDER,
    tags,
    notes: `Configura la palabra clave ${c.keyword} en tu herramienta de mensajes automáticos (por ejemplo, ManyChat) para que responda a los mensajes directos y a las respuestas a historias. Sustituye ${LANDING_URL_PLACEHOLDER} por el enlace de tu página de compra. Los mensajes de seguimiento solo deben llegar a quien aún no ha comprado: etiqueta como cliente a quien compre y sácalo de la secuencia.`,
  };
}
