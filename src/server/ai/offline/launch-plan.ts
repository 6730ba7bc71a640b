import { LANDING_URL_PLACEHOLDER } from '../../../shared/constants';
import { addDaysIso, formatLongDateEs } from '../../../shared/dates';
import { launchArc, offerOpensOnDay } from './arc';
import type { BaseContext, CampaignDurationDays } from './context';
import type { CampaignImportLaunchStep } from './types';

/** The step-by-step plan that tells the client what to prepare, and when, before and during the campaign. */
export function buildLaunchPlan(
  c: BaseContext,
  startDate: string,
  duration: CampaignDurationDays,
): CampaignImportLaunchStep[] {
  const date = (offset: number) => formatLongDateEs(addDaysIso(startDate, offset));
  const firstProofDay = launchArc(duration).findIndex((day) => day.phase === 'proof');
  const offerDay = offerOpensOnDay(duration) - 1;
  const steps: Omit<CampaignImportLaunchStep, 'step'>[] = [
    {
      title: 'Revisa la campaña',
      description: `Antes del ${date(-3)}, lee los ${duration} días de historias. Cambia con «Cambiar copy» lo que no suene a ti y revisa que el producto, la oferta y las fechas sean correctos.`,
    },
    {
      title: 'Prepara tu página de compra',
      description: `Antes del ${date(-2)}, ten lista la página donde se compra (con el pago o la reserva funcionando) y sustituye ${LANDING_URL_PLACEHOLDER} por su enlace en la automatización del chat.`,
    },
    {
      title: 'Configura la automatización del chat',
      description: `Crea la palabra clave ${c.keyword} en tu herramienta de mensajes automáticos con la respuesta inicial y los mensajes de seguimiento de esta campaña. Pruébala escribiéndote desde otra cuenta.`,
    },
    {
      title: 'Graba el contenido por adelantado',
      description:
        'Graba en una o dos sesiones las historias en las que hablas a cámara: con luz natural, en vertical y con subtítulos. Deja para el día las que dependen de respuestas de tus seguidores.',
    },
    {
      title: 'Reúne testimonios reales',
      description: `Antes del ${date(Math.max(0, firstProofDay) - 1)}, pide permiso a dos o tres clientes para publicar sus mensajes, reseñas o fotos de resultados. Las historias de testimonio dejan el hueco para sus palabras reales.`,
    },
    {
      title: 'Publica cada día y responde',
      description: `Del ${date(0)} al ${date(duration - 1)}, publica cada bloque a su hora (mañana, mediodía, tarde y noche) y marca cada historia como publicada. Responde a las encuestas, preguntas y mensajes el mismo día.`,
    },
    {
      title: 'Abre la oferta',
      description: `El ${date(offerDay)} se abre la oferta de lanzamiento: ${c.offerShort}. Ese día añade el enlace de compra a las historias y comprueba que la palabra clave responde.`,
    },
    {
      title: 'Cierra y haz seguimiento',
      description: `La oferta termina el ${date(duration - 1)} a medianoche. Al día siguiente, agradece en historias, escribe a quien preguntó y no compró, y apunta qué historias funcionaron mejor para la próxima campaña.`,
    },
  ];
  return steps.map((step, index) => ({ step: index + 1, ...step }));
}
