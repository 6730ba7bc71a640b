import { LANDING_URL_PLACEHOLDER } from '../../shared/constants';
import { addDaysIso, formatLongDateEs } from '../../shared/dates';
import type { OfflineGeneratorInput } from './offline/types';

/** What every generator receives: the brief, the brand, the client's AI info and the first day. */
export type CampaignGenerationInput = OfflineGeneratorInput;

export const MIN_STORIES_PER_DAY = 4;
export const MAX_STORIES_PER_DAY = 10;

const SYSTEM = `Eres un estratega de marketing experto en campañas de lanzamiento con Instagram Stories para marcas hispanohablantes.
Escribes en español de España, con un tono cercano y profesional, textos breves que se leen en pocos segundos.
Respondes SOLO con un objeto JSON válido, sin texto antes ni después y sin bloques de código.`;

const FORMAT = `Formato exacto del JSON:
{
  "campaign_title": "título corto de la campaña",
  "description": "resumen de la estrategia en 2-3 frases",
  "start_date": "YYYY-MM-DD",
  "days": [
    {
      "date": "YYYY-MM-DD",
      "theme": "tema del día",
      "blocks": [
        {
          "block_name": "Mañana | Mediodía | Tarde | Noche",
          "stories": [
            {
              "number": 1,
              "type": "TEXTO_PANTALLA | EL_HABLANDO | TESTIMONIO_CLIENTE",
              "copy": "texto de la historia",
              "visual": "descripción visual",
              "sticker": { "type": "poll | question | slider", "options": ["Sí", "No"], "prompt": "pregunta" } o null,
              "notes": "nota de producción" o null,
              "scheduled_time": "HH:mm" o null
            }
          ]
        }
      ]
    }
  ],
  "chat_automation": {
    "keyword": "PALABRA",
    "auto_response": "respuesta automática al recibir la palabra clave",
    "follow_up_sequence": [{ "delay_hours": 24, "message": "mensaje de seguimiento" }],
    "landing_url": "${LANDING_URL_PLACEHOLDER}",
    "tags": ["etiqueta"],
    "notes": "cómo configurar la automatización"
  },
  "launch_plan": [{ "step": 1, "title": "paso", "description": "qué hacer y cuándo" }]
}`;

const line = (label: string, value: string | null | undefined) =>
  value?.trim() ? `- ${label}: ${value.trim()}` : null;

/** The system and user messages asking for one campaign in the import format. */
export function buildCampaignPrompt(input: CampaignGenerationInput): { system: string; prompt: string } {
  const { brief, brand, aiInfo, startDate } = input;
  const days = brief.campaignDuration;
  const dates = Array.from({ length: days }, (_, i) => addDaysIso(startDate, i));
  const context = [
    '## Marca',
    line('Marca', brand.brandName),
    line('Persona de contacto', brand.name),
    line('Sector', brand.industry),
    line('Descripción', brand.description),
    aiInfo ? '## Sobre el cliente' : null,
    line('Quién es', aiInfo?.whoYouAre),
    line('Público objetivo', aiInfo?.targetAudience),
    line('Su historia', aiInfo?.yourStory),
    '## Brief de la campaña',
    line('Qué vende', brief.productDescription),
    line('Proceso de venta', brief.salesProcess),
    line('Precio y oferta (bonos y garantías)', brief.specialOffers),
    line('Mensaje clave', brief.keyMessage),
    `- Duración: ${days} días, del ${formatLongDateEs(dates[0]!)} al ${formatLongDateEs(dates.at(-1)!)}`,
  ]
    .filter(Boolean)
    .join('\n');
  const prompt = `${context}

## Qué necesito
Crea una campaña de lanzamiento de ${days} días en Instagram Stories para esta marca.
- Exactamente ${days} elementos en "days", uno por día y en orden, con estas fechas: ${dates.join(', ')}. "start_date" es ${startDate}.
- Cada día sigue el arco del lanzamiento (expectativa, problema, solución, prueba, oferta, urgencia, cierre) con un "theme" propio y entre ${MIN_STORIES_PER_DAY} y ${MAX_STORIES_PER_DAY} historias repartidas en franjas horarias ("blocks").
- Mezcla tipos de historia (TEXTO_PANTALLA, EL_HABLANDO, TESTIMONIO_CLIENTE) y usa stickers (encuesta "poll", pregunta "question", deslizador "slider") donde generen interacción; "sticker" es null cuando no hay.
- Usa el producto, la oferta y el mensaje clave del brief en los textos; no inventes precios distintos de los del brief.
- Textos breves, como se leen en una historia: "copy" de 1 a 3 frases; "visual" y "notes" de una frase.
- "chat_automation": una palabra clave corta en mayúsculas para que el público la escriba por mensaje directo, la respuesta automática, una secuencia de seguimiento, "landing_url" exactamente "${LANDING_URL_PLACEHOLDER}", etiquetas y notas de configuración.
- "launch_plan": el plan de lanzamiento paso a paso (entre 4 y 8 pasos numerados desde 1).

${FORMAT}`;
  return { system: SYSTEM, prompt };
}

/** The follow-up message of the one repair attempt: the validation problems of the previous answer. */
export function buildRepairPrompt(problems: string[]): string {
  return `Tu respuesta anterior no es una campaña válida. Problemas encontrados:
${problems.map((p) => `- ${p}`).join('\n')}

Corrige todos los problemas y devuelve de nuevo la campaña COMPLETA en el mismo formato JSON, sin texto adicional.`;
}
