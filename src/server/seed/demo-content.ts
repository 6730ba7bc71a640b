import type {
  CampaignSource,
  CampaignStatus,
  FollowUpItem,
  LaunchPlanStep,
  StoredStickerInfo,
} from '../db/schema/campaigns';
import type { ClientStatus, InvitationStatus } from '../db/schema/clients';
import { DEMO_BRAND_NAMES, DEMO_CLIENT_WITHOUT_LOGIN, DEMO_CREDENTIALS } from './demo-credentials';

/*
 * The demo agency's content: four brand clients and their campaigns, in Spanish. Pure data; demo-data.ts turns it
 * into rows relative to "today". Dates are offsets in calendar days from today (negative = in the past).
 */

export type DemoClientKey = 'aurora' | 'pilates' | 'vertice' | 'huerta';
export type DemoStoryType = 'TEXTO_PANTALLA' | 'EL_HABLANDO' | 'TESTIMONIO_CLIENTE';

export interface DemoClient {
  key: DemoClientKey;
  /** Which demo login signs in for this client; null: no login user yet. */
  login: keyof typeof DEMO_CREDENTIALS | null;
  name: string;
  brandName: string;
  email: string;
  phone: string | null;
  industry: string | null;
  description: string | null;
  status: ClientStatus;
  invitationStatus: InvitationStatus;
  createdDaysAgo: number;
}

export interface DemoStory {
  copy: string;
  visual: string;
  type: DemoStoryType;
  sticker?: StoredStickerInfo | null;
  notes?: string | null;
}

export interface DemoStoryContext {
  theme: string;
  dayNumber: number;
}

export type DemoStoryTemplate = DemoStory | ((ctx: DemoStoryContext) => DemoStory);

/** Whether a story is already published, from its day's offset to today and its place in the day. */
export type DemoPostingRule = (p: { dayOffset: number; storyIndex: number; storyCount: number }) => boolean;

export interface DemoChatSetup {
  keyword: string;
  autoResponse: string;
  landingUrl: string;
  followUps: FollowUpItem[];
  tags: string[];
  notes: string;
}

export interface DemoCampaign {
  key: string;
  client: DemoClientKey;
  title: string;
  description: string | null;
  status: CampaignStatus;
  source: CampaignSource;
  /** First day, in days from today. */
  startOffset: number;
  createdDaysAgo: number;
  /** One theme per day: the campaign has as many days as themes. */
  themes: readonly string[];
  /** Stories are drawn from this pool in order, wrapping around. */
  stories: readonly DemoStoryTemplate[];
  /** Stories per day, cycled (each between 4 and 8). */
  storiesPerDay: readonly number[];
  isPosted: DemoPostingRule;
  chat: DemoChatSetup | null;
  launchPlan?: LaunchPlanStep[];
  /** Replacements for single stories, keyed 'day-story' (1-based), e.g. a corrupt legacy sticker. */
  overrides?: Record<string, Partial<DemoStory>>;
}

export const DEMO_TIME_BLOCKS = [
  { name: 'Mañana', times: ['08:30', '09:30', '10:30'] },
  { name: 'Mediodía', times: ['13:00', '14:00', '14:45'] },
  { name: 'Tarde', times: ['17:30', '18:30', '19:15'] },
  { name: 'Noche', times: ['21:00', '21:45', '22:30'] },
] as const;

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    key: 'aurora',
    login: 'client',
    name: DEMO_CREDENTIALS.client.name,
    brandName: DEMO_BRAND_NAMES.active,
    email: DEMO_CREDENTIALS.client.email,
    phone: '+34 612 345 678',
    industry: 'Alimentación',
    description:
      'Tostadería y cafetería de especialidad en Madrid. Vende café en grano y molido en su tienda online y organiza catas y talleres.',
    status: 'active',
    invitationStatus: 'accepted',
    createdDaysAgo: 90,
  },
  {
    key: 'vertice',
    login: 'inactiveClient',
    name: DEMO_CREDENTIALS.inactiveClient.name,
    brandName: DEMO_BRAND_NAMES.inactive,
    email: DEMO_CREDENTIALS.inactiveClient.email,
    phone: '+34 655 210 987',
    industry: 'Moda',
    description: 'Marca de ropa sostenible hecha en Valencia. Contrato en pausa hasta la nueva temporada.',
    status: 'inactive',
    invitationStatus: 'accepted',
    createdDaysAgo: 45,
  },
  {
    key: 'pilates',
    login: 'temporaryClient',
    name: DEMO_CREDENTIALS.temporaryClient.name,
    brandName: DEMO_BRAND_NAMES.temporaryPassword,
    email: DEMO_CREDENTIALS.temporaryClient.email,
    phone: '+34 699 876 543',
    industry: 'Fitness',
    description:
      'Estudio boutique de pilates máquina y suelo en Bilbao, con clases reducidas y bonos mensuales.',
    status: 'active',
    invitationStatus: 'sent',
    createdDaysAgo: 9,
  },
  {
    key: 'huerta',
    login: null,
    name: DEMO_CLIENT_WITHOUT_LOGIN.name,
    brandName: DEMO_CLIENT_WITHOUT_LOGIN.brandName,
    email: DEMO_CLIENT_WITHOUT_LOGIN.email,
    phone: null,
    industry: 'Alimentación',
    description: null,
    status: 'active',
    invitationStatus: 'pending',
    createdDaysAgo: 3,
  },
];

// --- Café Aurora -----------------------------------------------------------------------------------

const auroraLaunchStories: readonly DemoStoryTemplate[] = [
  ({ theme, dayNumber }) => ({
    copy: `Día ${dayNumber}: ${theme.toLowerCase()}. Prepárate un café y quédate, que hoy te contamos algo que casi nadie sabe ☕`,
    visual: 'Taza humeante sobre la barra de madera, luz cálida de mañana y texto grande centrado.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['¡Cuéntamelo!', 'Ya lo sé todo'] },
  }),
  {
    copy: 'Llevamos seis meses probando tuestes para dar con este blend. Notas de cacao, naranja y un final muy suave.',
    visual: 'Marta habla a cámara junto al tostador, plano medio, sonido ambiente del tambor.',
    type: 'EL_HABLANDO',
    notes: 'Grabar en vertical con el micro de solapa; ajustar la luz si el tostador sale quemado.',
  },
  {
    copy: '¿Cómo te gusta el café por la mañana?',
    visual: 'Fondo crema con tres tazas vistas desde arriba: espresso, con leche y filtro.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['Espresso', 'Con leche', 'De filtro'] },
  },
  {
    copy: '"Desde que compro vuestro café, el de la oficina ya no me entra." — Irene, clienta desde 2022',
    visual: 'Captura del mensaje de Irene sobre foto desenfocada de la tienda.',
    type: 'TESTIMONIO_CLIENTE',
    notes: 'Pedir permiso a Irene antes de publicar su nombre.',
  },
  ({ theme }) => ({
    copy: `Pregúntanos lo que quieras sobre ${theme.toLowerCase()}: respondemos todo en la historia de la noche.`,
    visual: 'Primer plano de granos verdes cayendo en la mano, texto en la parte superior.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'question', prompt: '¿Qué te gustaría saber del Blend Nº 7?' },
  }),
  {
    copy: 'Del 1 al 10, ¿cuántas ganas tienes de probarlo?',
    visual: 'Vídeo a cámara lenta del café cayendo en la taza de cristal.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'slider', prompt: '¿Cuántas ganas tienes?', emoji: '☕' },
  },
  {
    copy: 'Así se tuesta un lote de 15 kilos: 12 minutos, 205 grados y mucha paciencia.',
    visual: 'Time-lapse del tostador con el contador de temperatura superpuesto.',
    type: 'EL_HABLANDO',
    notes: 'Cambiar el rótulo de temperatura si el time-lapse queda demasiado rápido.',
  },
  {
    copy: 'El Blend Nº 7 ya está en la tienda online. Envío gratis a partir de 30 €.',
    visual: 'Bolsa del blend sobre fondo naranja, precio y botón visible.',
    type: 'TEXTO_PANTALLA',
    sticker: JSON.stringify({
      type: 'link',
      url: 'https://cafeaurora.demo/blend-7',
      prompt: 'Comprar ahora',
    }),
  },
  {
    copy: '"Lo probé en la cata del sábado y me llevé dos bolsas. Para mí, el mejor que habéis hecho."',
    visual: 'Vídeo corto de Javier en la cafetería, rótulo con su nombre.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: 'Hacemos una pausa en la tostadería para comer. Volvemos a las 16:00 con la receta del día.',
    visual: 'Cartel de «Volvemos enseguida» colgado en la puerta de cristal.',
    type: 'TEXTO_PANTALLA',
    notes: 'Historia de pausa: publicar solo si la tienda cierra a mediodía.',
  },
  {
    copy: '¿Molido o en grano?',
    visual: 'Dos cuencos, uno con grano y otro con molido, sobre mármol blanco.',
    type: 'TEXTO_PANTALLA',
    sticker: JSON.stringify({
      type: 'poll',
      options: ['En grano', 'Molido para cafetera italiana', 'Molido para filtro'],
    }),
  },
  {
    copy: 'Tres errores que arruinan tu café en casa (y cómo evitarlos en 30 segundos).',
    visual: 'Marta a cámara en la cocina de la tienda, con rótulos numerados.',
    type: 'EL_HABLANDO',
  },
  {
    copy: 'Cuéntanos con qué acompañas tu primer café del día.',
    visual: 'Mesa de desayuno con tostadas y taza, tonos cálidos.',
    type: 'TEXTO_PANTALLA',
    sticker: JSON.stringify({ type: 'question', prompt: '¿Dulce o salado?' }),
  },
  {
    copy: 'Quedan pocas bolsas del primer lote. Cuando se acaben, el siguiente tueste sale en dos semanas.',
    visual: 'Estantería casi vacía con tres bolsas del blend, texto en rojo suave.',
    type: 'TEXTO_PANTALLA',
    notes: 'Ajustar el número de bolsas con el stock real del día antes de publicar.',
  },
  {
    copy: '"Mi cafetera italiana y el Nº 7 son ya inseparables." — Rosa, Chamberí',
    visual: 'Foto enviada por Rosa de su cafetera en el fogón.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: 'Buenas noches desde la tostadería. Mañana, más café y más historias 🌙',
    visual: 'Exterior de la tienda de noche con el rótulo iluminado.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'slider', prompt: '¿Qué tal el día?', emoji: '🌙' },
  },
];

const auroraWorkshopStories: readonly DemoStoryTemplate[] = [
  {
    copy: 'Abrimos inscripciones para el taller de latte art de los sábados: 8 plazas, 2 horas, tu primer corazón garantizado.',
    visual: 'Vídeo cenital de un corazón de leche formándose en la taza.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'link', url: 'https://cafeaurora.demo/taller-latte-art', prompt: 'Reservar plaza' },
  },
  {
    copy: 'Soy Nerea, barista de Aurora, y el sábado te enseño a texturizar la leche como en una cafetería.',
    visual: 'Nerea a cámara detrás de la máquina de espresso.',
    type: 'EL_HABLANDO',
    notes: 'Grabar con la máquina encendida pero sin ruido del vaporizador durante la frase.',
  },
  {
    copy: '¿Has intentado alguna vez hacer latte art?',
    visual: 'Taza con un dibujo fallido y divertido, fondo neutro.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['Sí, y fue un desastre', 'Nunca', 'Me sale un corazón'] },
  },
  {
    copy: '"Fui sin saber nada y salí haciendo tulipanes. Muy recomendable." — Pablo',
    visual: 'Foto de Pablo sosteniendo su taza con un tulipán.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: 'Pregunta lo que quieras sobre el taller: horarios, material, nivel...',
    visual: 'Mesa del taller preparada con jarras y tazas.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'question', prompt: '¿Qué quieres saber del taller?' },
  },
  {
    copy: 'Incluye café, leche vegetal o entera, delantal y un certificado para presumir.',
    visual: 'Flat lay del material del taller sobre la barra.',
    type: 'TEXTO_PANTALLA',
    notes: 'Cambiar la foto si el delantal nuevo llega antes del lanzamiento.',
  },
];

const auroraOriginStories: readonly DemoStoryTemplate[] = [
  ({ theme }) => ({
    copy: `Esta semana viajamos a Etiopía sin salir de la tienda. Hoy: ${theme.toLowerCase()}.`,
    visual: 'Mapa ilustrado de Etiopía con la región de Yirgacheffe marcada.',
    type: 'TEXTO_PANTALLA',
  }),
  {
    copy: 'Este café crece a 2.000 metros de altura y se seca al sol durante tres semanas.',
    visual: 'Marta a cámara con un saco de yute de fondo.',
    type: 'EL_HABLANDO',
  },
  {
    copy: '¿A qué crees que sabe un café etíope?',
    visual: 'Rueda de sabores del café con flores y frutas destacadas.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['A flores', 'A chocolate', 'A frutos rojos'] },
  },
  {
    copy: '"Nunca pensé que un café pudiera saber a té de jazmín. Increíble." — Carmen',
    visual: 'Vídeo de Carmen oliendo la taza en la barra.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: 'Ponle nota al aroma de hoy.',
    visual: 'Taza de filtro con vapor en contraluz.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'slider', prompt: '¿Cuánto te gusta?', emoji: '🌸' },
  },
];

const auroraOfficeStories: readonly DemoStoryTemplate[] = [
  {
    copy: '¿Tu oficina sigue con café de cápsula? Tenemos un plan de desayunos para equipos.',
    visual: 'Oficina luminosa con una bandeja de cafés y bollería.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['Cápsula, por desgracia', 'Ya tomamos buen café'] },
  },
  {
    copy: 'Llevamos el café recién tostado cada lunes y formamos a tu equipo para prepararlo bien.',
    visual: 'Marta entregando una caja de bolsas en una recepción.',
    type: 'EL_HABLANDO',
  },
  {
    copy: '"Desde que tenemos a Aurora, las reuniones de los lunes empiezan con otra cara." — Equipo de Lumen Estudio',
    visual: 'Foto de grupo del equipo con sus tazas.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: '¿Cuántos cafés se toman al día en tu oficina?',
    visual: 'Contador animado de tazas sobre fondo crema.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'question', prompt: 'Dinos cuántos sois y te preparamos una propuesta' },
  },
  {
    copy: 'Primer mes con un 20 % de descuento para empresas que se apunten esta semana.',
    visual: 'Cartel con el descuento y el logotipo de Aurora.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'link', url: 'https://cafeaurora.demo/empresas', prompt: 'Pedir propuesta' },
  },
];

const auroraClubStories: readonly DemoStoryTemplate[] = [
  {
    copy: 'Nace el Club Aurora: cada mes, un café de especialidad distinto en tu puerta.',
    visual: 'Caja del club abriéndose a cámara lenta con papel de seda.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['¡Me apunto!', 'Cuéntame más'] },
  },
  {
    copy: 'Elegimos cada café en catas a ciegas. Solo entra lo que nos emociona.',
    visual: 'Marta a cámara durante una cata con cucharas y tazas en fila.',
    type: 'EL_HABLANDO',
  },
  {
    copy: '¿Qué te frena para suscribirte a un café?',
    visual: 'Fondo crema con texto grande.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'question', prompt: 'Te respondemos en privado' },
  },
  {
    copy: '"Es el mejor momento del mes: abrir la caja y descubrir el origen nuevo." — Sergio, socio del club',
    visual: 'Vídeo de Sergio abriendo su caja en casa.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: 'Sin permanencia: pausa o cancela cuando quieras desde tu cuenta.',
    visual: 'Captura del área de socio con el botón de pausa destacado.',
    type: 'TEXTO_PANTALLA',
    notes: 'Ajustar la captura cuando esté lista la nueva área de socio.',
  },
];

// --- Estudio Pilates Norte ---------------------------------------------------------------------

const pilatesStories: readonly DemoStoryTemplate[] = [
  ({ dayNumber }) => ({
    copy: `Reto día ${dayNumber}: 10 minutos de pilates en casa. Hoy solo necesitas una esterilla.`,
    visual: 'Javier en la sala del estudio haciendo el ejercicio del día, plano completo.',
    type: 'EL_HABLANDO',
  }),
  {
    copy: '¿Cómo ha ido el ejercicio de hoy?',
    visual: 'Fondo verde salvia con texto y una esterilla enrollada.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'slider', prompt: '¿Cuánto te ha costado?', emoji: '💪' },
  },
  {
    copy: '"Tenía dolor de espalda de tanto teletrabajo y en un mes noté la diferencia." — Ane',
    visual: 'Ane en el reformer sonriendo a cámara.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: '¿Prefieres entrenar por la mañana o por la tarde?',
    visual: 'Dos fotos del estudio: con luz de mañana y de tarde.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['Mañana', 'Tarde'] },
  },
  {
    copy: 'Dudas sobre pilates máquina: pregúntanos y te respondemos mañana.',
    visual: 'Detalle del reformer con los muelles en primer plano.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'question', prompt: '¿Qué quieres saber del reformer?' },
    notes: 'Cambiar la pregunta si ya se respondió en la historia anterior.',
  },
  {
    copy: 'Clase de prueba gratuita para quien complete el reto. Reserva aquí.',
    visual: 'Recepción del estudio con el calendario de clases.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'link', url: 'https://pilatesnorte.demo/prueba', prompt: 'Reservar clase' },
  },
];

// --- Moda Vértice ----------------------------------------------------------------------------------

const verticeStories: readonly DemoStoryTemplate[] = [
  {
    copy: 'Lino lavado, cortes rectos y colores de tierra: así es la cápsula de esta temporada.',
    visual: 'Percha con las cinco prendas de la cápsula sobre pared blanca.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'poll', options: ['Me encanta', 'Quiero ver más'] },
  },
  {
    copy: 'Cada prenda se cose a 20 kilómetros de nuestro taller. Te enseñamos cómo.',
    visual: 'Lucía a cámara en el taller, máquinas de coser de fondo.',
    type: 'EL_HABLANDO',
  },
  {
    copy: '"El pantalón de lino es lo más cómodo que tengo y aguanta lavado tras lavado." — Elena',
    visual: 'Elena con el pantalón en la calle, foto de estilo editorial.',
    type: 'TESTIMONIO_CLIENTE',
  },
  {
    copy: '¿Qué color te pondrías?',
    visual: 'Muestrario de telas en arena, oliva y terracota.',
    type: 'TEXTO_PANTALLA',
    sticker: JSON.stringify({ type: 'poll', options: ['Arena', 'Oliva', 'Terracota'] }),
  },
  {
    copy: 'Pausa en la campaña: retomamos cuando llegue la nueva tirada de lino.',
    visual: 'Rollo de tela en el almacén con cartel de «Próximamente».',
    type: 'TEXTO_PANTALLA',
    notes: 'Campaña en pausa por falta de stock; no publicar hasta confirmar la tirada.',
  },
];

// --- Huerta Viva ---------------------------------------------------------------------------------------

const huertaStories: readonly DemoStoryTemplate[] = [
  ({ theme }) => ({
    copy: `Cesta de la semana: ${theme.toLowerCase()}. Recogida el martes, en tu casa el miércoles.`,
    visual: 'Cesta de mimbre con verduras de temporada sobre la mesa de la huerta.',
    type: 'TEXTO_PANTALLA',
  }),
  {
    copy: 'Soy Andrés y cultivo en ecológico desde hace 12 años. Te cuento qué llevas en la cesta.',
    visual: 'Andrés a cámara entre los surcos de la huerta.',
    type: 'EL_HABLANDO',
  },
  {
    copy: '¿Qué verdura no puede faltar en tu cesta?',
    visual: 'Bodegón de verduras sobre fondo de madera.',
    type: 'TEXTO_PANTALLA',
    sticker: { type: 'question', prompt: 'Dinos tu imprescindible' },
  },
  {
    copy: '"Los tomates saben a los de mi abuela." — Merche, clienta desde el primer día',
    visual: 'Merche con la cesta en el portal de su casa.',
    type: 'TESTIMONIO_CLIENTE',
  },
];

// --- Posting rules -------------------------------------------------------------------------------------

const nonePosted: DemoPostingRule = () => false;
const allPosted: DemoPostingRule = () => true;

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    key: 'aurora-in-progress',
    client: 'aurora',
    title: 'Lanzamiento Blend Aurora Nº 7',
    description:
      'Presentamos el nuevo blend de tueste medio con notas de cacao y naranja: ocho días de historias para crear expectación y vender en la tienda online.',
    status: 'active',
    source: 'import',
    startOffset: -3,
    createdDaysAgo: 8,
    themes: [
      'Expectación',
      'El origen del grano',
      'Detrás del tueste',
      'Cata en directo',
      'Lanzamiento oficial',
      'Opiniones de clientes',
      'Recetas en casa',
      'Última oportunidad',
    ],
    stories: auroraLaunchStories,
    storiesPerDay: [5, 6, 5, 6, 7, 5, 4, 6],
    // Day 1 published, day 2 and 3 partly (overdue rest), today two published, the future pending.
    isPosted: ({ dayOffset, storyIndex, storyCount }) => {
      if (dayOffset <= -3) return true;
      if (dayOffset === -2) return storyIndex < storyCount - 1;
      if (dayOffset === -1 || dayOffset === 0) return storyIndex < 2;
      return false;
    },
    chat: {
      keyword: 'BLEND7',
      autoResponse:
        '¡Hola! ☕ Gracias por escribir BLEND7. Tienes un 15 % de descuento en el Blend Aurora Nº 7 durante 48 horas. Te dejo el enlace para pedirlo.',
      landingUrl: 'https://cafeaurora.demo/blend-7',
      followUps: [
        {
          delay_hours: 2,
          message:
            '¿Pudiste echarle un ojo al blend? Si me dices qué cafetera usas, te recomiendo el punto de molienda exacto.',
        },
        {
          delay_hours: 24,
          message:
            'Quedan 24 horas de descuento. Los primeros 100 pedidos llevan de regalo una taza esmaltada.',
        },
        {
          delay_hours: 50,
          message: 'Último aviso: el descuento de lanzamiento termina esta noche. ¿Te reservo una bolsa?',
          attachment: 'https://cafeaurora.demo/img/blend-7.jpg',
        },
      ],
      tags: ['lanzamiento', 'blend-7', 'cafe-especialidad'],
      notes:
        'Activar la automatización el día 5 a las 9:00. Revisar el stock antes de enviar el último recordatorio.',
    },
  },
  {
    key: 'aurora-not-started',
    client: 'aurora',
    title: 'Taller de Latte Art en la Tostadería',
    description: 'Campaña para llenar las plazas del taller presencial de latte art de los sábados.',
    status: 'active',
    source: 'import',
    startOffset: 6,
    createdDaysAgo: 1,
    themes: [
      'Anuncio del taller',
      'Conoce a la barista',
      'Qué aprenderás',
      'Preguntas frecuentes',
      'Plazas limitadas',
      'Opiniones de alumnos',
      'Cierre de inscripciones',
    ],
    stories: auroraWorkshopStories,
    storiesPerDay: [4, 5, 4, 6, 4, 5, 4],
    isPosted: nonePosted,
    chat: {
      keyword: 'TALLER',
      autoResponse:
        '¡Genial! Te guardamos la información del taller de latte art. Estas son las fechas disponibles.',
      landingUrl: 'https://cafeaurora.demo/taller-latte-art',
      followUps: [
        { delay_hours: 2, message: '¿Te ayudo a elegir fecha? Los sábados por la mañana vuelan.' },
        { delay_hours: 24, message: 'Quedan solo 3 plazas para este sábado. ¿Te apunto?' },
      ],
      tags: ['taller', 'latte-art'],
      notes: 'Máximo 8 plazas por sesión; actualizar la landing cuando se llene una fecha.',
    },
  },
  {
    key: 'aurora-finished',
    client: 'aurora',
    title: 'Semana del Café de Origen: Etiopía',
    description:
      'Una semana dedicada al café de Yirgacheffe: origen, proceso, cata y venta del lote limitado.',
    status: 'active',
    source: 'import',
    startOffset: -30,
    createdDaysAgo: 35,
    themes: [
      'El viaje del grano',
      'La región de Yirgacheffe',
      'Proceso lavado',
      'Notas de cata',
      'Maridajes',
      'Voces de clientes',
      'Último lote',
    ],
    stories: auroraOriginStories,
    storiesPerDay: [4, 5, 4, 5, 4, 5, 4],
    // The last three days were left half published.
    isPosted: ({ dayOffset, storyIndex, storyCount }) => dayOffset < -26 || storyIndex < storyCount - 2,
    chat: {
      keyword: 'ETIOPIA',
      autoResponse: 'Aquí tienes el lote de Etiopía Yirgacheffe. Solo quedan 40 bolsas de esta cosecha.',
      landingUrl: 'https://cafeaurora.demo/etiopia',
      followUps: [
        { delay_hours: 2, message: '¿Lo quieres en grano o molido? Te lo preparo hoy mismo.' },
        { delay_hours: 24, message: 'El lote se agota esta semana. ¿Te guardo una bolsa?' },
      ],
      tags: ['origen', 'etiopia'],
      notes: '',
    },
    overrides: {
      // A sticker stored by an old import that stringified an object: the UI must show nothing.
      '2-3': { sticker: '[object Object]' },
    },
  },
  {
    key: 'aurora-completed',
    client: 'aurora',
    title: 'Desayunos Aurora para Empresas',
    description: 'Captación de oficinas para el plan semanal de café recién tostado.',
    status: 'completed',
    source: 'import',
    startOffset: -60,
    createdDaysAgo: 65,
    themes: [
      'El problema del café de oficina',
      'Nuestro plan para equipos',
      'Casos de éxito',
      'Cómo funciona',
      'Precios',
      'Preguntas frecuentes',
      'Oferta de lanzamiento',
    ],
    stories: auroraOfficeStories,
    storiesPerDay: [4, 5, 4, 4, 5, 4, 5],
    isPosted: allPosted,
    chat: {
      keyword: 'OFICINA',
      autoResponse: '¡Hola! Cuéntanos cuántas personas sois y te enviamos una propuesta en 24 horas.',
      landingUrl: 'https://cafeaurora.demo/empresas',
      followUps: [
        {
          delay_hours: 24,
          message: '¿Pudiste ver la propuesta? Podemos llevar una cata gratuita a tu oficina.',
        },
        { delay_hours: 50, message: 'El descuento del primer mes termina mañana. ¿Agendamos la cata?' },
      ],
      tags: ['empresas', 'b2b'],
      notes: 'Derivar las respuestas con más de 20 personas al equipo comercial.',
    },
  },
  {
    key: 'aurora-ai',
    client: 'aurora',
    title: 'Club Aurora: suscripción mensual de café',
    description: 'Campaña creada con IA para lanzar la suscripción mensual de café de especialidad.',
    status: 'active',
    source: 'ai',
    startOffset: 2,
    createdDaysAgo: 2,
    themes: [
      'Presentación del club',
      'Cómo elegimos cada café',
      'Qué trae la caja',
      'Dudas frecuentes',
      'Opiniones de socios',
      'Plazas de fundador',
      'Cierre de la oferta',
    ],
    stories: auroraClubStories,
    storiesPerDay: [5, 4, 5, 4, 5, 4, 5],
    isPosted: nonePosted,
    chat: {
      keyword: 'CLUB',
      autoResponse:
        '¡Bienvenido al Club Aurora! ☕ Como socio fundador tienes el primer mes a mitad de precio. Aquí puedes apuntarte.',
      landingUrl: '[URL_LANDING_CON_CHECKOUT]',
      followUps: [
        { delay_hours: 2, message: '¿Te quedó alguna duda sobre el club? Puedes pausarlo cuando quieras.' },
        { delay_hours: 24, message: 'Las plazas de socio fundador se cierran pronto. ¿Te reservo la tuya?' },
        { delay_hours: 50, message: 'Último día para entrar como fundador con el 50 % de descuento.' },
      ],
      tags: ['suscripcion', 'club-aurora', 'ia'],
      notes: 'Sustituir el enlace de la landing por el del checkout antes del lanzamiento.',
    },
    launchPlan: [
      {
        step: 1,
        title: 'Prepara la landing con checkout',
        description: 'Crea la página de suscripción con el pago mensual y sustituye el marcador del enlace.',
      },
      {
        step: 2,
        title: 'Configura la palabra clave CLUB',
        description:
          'Activa la respuesta automática y la secuencia de seguimiento en tu herramienta de mensajería.',
      },
      {
        step: 3,
        title: 'Graba las historias habladas',
        description: 'Reserva una mañana para grabar las historias a cámara de toda la semana.',
      },
      {
        step: 4,
        title: 'Publica cada día en su franja',
        description: 'Sigue el calendario de franjas horarias y marca cada historia como publicada.',
      },
      {
        step: 5,
        title: 'Responde y mide',
        description:
          'Contesta las respuestas de las encuestas y revisa las altas del club al final de la semana.',
      },
    ],
  },
  {
    key: 'pilates-in-progress',
    client: 'pilates',
    title: 'Reto 7 días de Pilates en casa',
    description: 'Un ejercicio al día para captar alumnos para la clase de prueba del estudio.',
    status: 'active',
    source: 'import',
    startOffset: -2,
    createdDaysAgo: 5,
    themes: ['Respiración', 'Core', 'Espalda sana', 'Piernas', 'Movilidad', 'Equilibrio', 'Clase completa'],
    stories: pilatesStories,
    storiesPerDay: [4, 5, 4, 6, 4, 5, 4],
    isPosted: ({ dayOffset, storyIndex, storyCount }) =>
      (dayOffset < 0 && !(dayOffset === -1 && storyIndex === storyCount - 1)) ||
      (dayOffset === 0 && storyIndex === 0),
    chat: {
      keyword: 'RETO',
      autoResponse: '¡Bienvenida al reto! Cada mañana te enviamos el ejercicio del día.',
      landingUrl: 'https://pilatesnorte.demo/reto',
      followUps: [
        { delay_hours: 24, message: '¿Qué tal el primer día? Recuerda: constancia antes que intensidad.' },
        { delay_hours: 50, message: 'Si completas el reto, tu clase de prueba es gratis. ¡Resérvala ya!' },
      ],
      tags: ['reto', 'captacion'],
      notes: 'Enviar el ejercicio a las 8:00.',
    },
  },
  {
    key: 'vertice-paused',
    client: 'vertice',
    title: 'Colección Cápsula Lino',
    description: 'Presentación de la cápsula de lino: proceso, prendas y preventa.',
    status: 'paused',
    source: 'import',
    startOffset: -12,
    createdDaysAgo: 15,
    themes: [
      'Teaser',
      'El tejido',
      'El taller',
      'Prenda a prenda',
      'Cómo combinarla',
      'Clientas reales',
      'Preventa',
      'Tallas',
      'Envíos',
      'Cierre',
    ],
    stories: verticeStories,
    storiesPerDay: [4, 5, 4, 4, 5, 4, 4, 5, 4, 4],
    isPosted: ({ dayOffset }) => dayOffset <= -9,
    chat: {
      keyword: 'LINO',
      autoResponse: 'Gracias por tu interés en la cápsula de lino. Te avisamos en cuanto abra la preventa.',
      landingUrl: 'https://modavertice.demo/lino',
      followUps: [],
      tags: ['coleccion', 'lino'],
      notes: '',
    },
  },
  {
    key: 'huerta-draft',
    client: 'huerta',
    title: 'Cestas de temporada a domicilio',
    description: null,
    status: 'draft',
    source: 'import',
    startOffset: 10,
    createdDaysAgo: 1,
    themes: [
      'Calabaza y boniato',
      'Hojas verdes',
      'Cítricos',
      'Setas',
      'Legumbres frescas',
      'Coles',
      'Cesta mixta',
    ],
    stories: huertaStories,
    storiesPerDay: [4, 4, 5, 4, 4, 5, 4],
    isPosted: nonePosted,
    chat: null,
  },
];

/** What Café Aurora told the AI about itself (profile, AI-info block). */
export const DEMO_AURORA_AI_INFO = {
  whoYouAre:
    'Somos Café Aurora, una tostadería de especialidad en Madrid. Tostamos cada semana en pequeños lotes y vendemos en tienda y online.',
  targetAudience:
    'Personas de 28 a 50 años que disfrutan del café en casa, teletrabajan y valoran el origen y la frescura del producto.',
  yourStory:
    'Marta dejó su trabajo en una consultora en 2019 para aprender a tostar en Colombia. A la vuelta abrió Aurora en el barrio de Chamberí.',
} as const;

export const DEMO_AI_REQUESTS = {
  completed: {
    productDescription:
      'Una suscripción mensual de café de especialidad: cada mes enviamos 500 g de un origen distinto, recién tostado.',
    salesProcess:
      'Las personas llegan por Instagram, escriben una palabra clave y reciben el enlace a la página de suscripción con pago mensual.',
    specialOffers:
      '19,90 € al mes sin permanencia. Los socios fundadores tienen el primer mes al 50 % y una taza de regalo.',
    campaignDuration: 7,
    keyMessage: 'Café recién tostado en tu puerta cada mes, sin compromiso.',
    launchOffset: 2,
    launchTime: '12:00',
  },
  failed: {
    productDescription:
      'Cursos online de cata de café para principiantes, con un kit de muestras que enviamos a casa antes de empezar.',
    salesProcess: 'Webinar gratuito los jueves y, al final, oferta del curso completo con plazas limitadas.',
    specialOffers: 'Curso de 89 € con el kit incluido; 20 % de descuento para quienes asistan al webinar.',
    campaignDuration: 14,
    keyMessage: null,
    launchOffset: -3,
    launchTime: '18:30',
    errorMessage: 'El servicio de IA no respondió a tiempo. Por favor, inténtalo de nuevo en unos minutos.',
  },
} as const;
