import { addDaysIso } from '../../shared/dates';

/**
 * The five campaign templates shipped with the demo data (issue 33 §2): campaign files in the JSON import format
 * whose texts use the template variables ({marca}, {producto}…, src/shared/templates/template-variables.ts). Their
 * dates are relative: «Nueva campaña desde plantilla» moves them to the first day chosen. Each is checked when
 * seeded (checkTemplate), and by src/server/seed/demo-templates.test.ts.
 */

/** A Monday: the templates' nominal first day. */
const START = '2030-01-07';

type StoryType = 'TEXTO_PANTALLA' | 'EL_HABLANDO' | 'TESTIMONIO_CLIENTE';
type Sticker = {
  type: 'poll' | 'question' | 'slider';
  options: string[] | null;
  prompt: string | null;
  emoji?: string;
};

interface StoryExtras {
  sticker?: Sticker;
  notes?: string;
  time?: string;
}

const poll = (prompt: string, ...options: string[]): Sticker => ({ type: 'poll', options, prompt });
const question = (prompt: string): Sticker => ({ type: 'question', options: null, prompt });
const slider = (prompt: string, emoji: string): Sticker => ({ type: 'slider', options: null, prompt, emoji });

function story(number: number, type: StoryType, copy: string, visual: string, extras: StoryExtras = {}) {
  return {
    number,
    type,
    copy,
    visual,
    sticker: extras.sticker ?? null,
    notes: extras.notes ?? null,
    scheduled_time: extras.time ?? null,
  };
}

function day(offset: number, theme: string, blocks: [string, ReturnType<typeof story>[]][]) {
  return {
    date: addDaysIso(START, offset),
    theme,
    blocks: blocks.map(([block_name, stories]) => ({ block_name, stories })),
  };
}

const launchWeek = {
  campaign_title: 'Semana de lanzamiento de {producto}',
  start_date: START,
  description:
    'Siete días para presentar {producto} de {marca}: intriga, revelación, demostración, opiniones y una oferta de lanzamiento con código.',
  days: [
    day(0, 'Intriga', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Algo nuevo llega a {marca} esta semana… 👀',
            'Detalle del producto desenfocado sobre fondo de la marca',
            { sticker: poll('¿Lo adivinas?', 'Tengo una idea', 'Ni idea'), time: '09:00' },
          ),
        ],
      ],
      [
        'Noche',
        [
          story(
            2,
            'EL_HABLANDO',
            'Mañana os lo enseñamos. Activa las notificaciones para no perdértelo.',
            'Persona del equipo hablando a cámara, luz cálida',
            { time: '20:30' },
          ),
        ],
      ],
    ]),
    day(1, 'Revelación', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Os presentamos {producto} ✨',
            'Producto en primer plano, giro lento de 360°',
            { time: '09:00' },
          ),
        ],
      ],
      [
        'Tarde',
        [
          story(
            2,
            'EL_HABLANDO',
            'Por qué hemos creado {producto}: te lo contamos en 30 segundos.',
            'Fundador o fundadora a cámara en el taller',
            { sticker: question('¿Qué quieres saber de {producto}?'), time: '17:30' },
          ),
        ],
      ],
    ]),
    day(2, 'Cómo se usa', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Tres formas de disfrutar {producto} cada día',
            'Carrusel de tres planos cortos de uso',
            { time: '10:00' },
          ),
        ],
      ],
      [
        'Tarde',
        [
          story(
            2,
            'EL_HABLANDO',
            'Te lo enseñamos paso a paso.',
            'Demostración en vídeo vertical, manos y producto',
            { sticker: slider('¿Cuánto te apetece probarlo?', '😍'), time: '18:00' },
          ),
        ],
      ],
    ]),
    day(3, 'Detrás de las cámaras', [
      [
        'Mediodía',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Así preparamos cada {producto} en {marca}',
            'Plano del proceso de elaboración o del almacén',
            { time: '13:00' },
          ),
        ],
      ],
    ]),
    day(4, 'Opiniones', [
      [
        'Mañana',
        [
          story(
            1,
            'TESTIMONIO_CLIENTE',
            '«Lo probé antes que nadie y ya no vuelvo atrás»',
            'Cliente sosteniendo el producto, sonrisa natural',
            { notes: 'Pedir permiso por escrito para usar la imagen del cliente.', time: '09:30' },
          ),
        ],
      ],
      [
        'Tarde',
        [
          story(
            2,
            'TEXTO_PANTALLA',
            '¿Y tú, a quién se lo regalarías?',
            'Fondo de la marca con el producto a un lado',
            { sticker: poll('¿Para ti o para regalar?', 'Para mí', 'Para regalar'), time: '18:30' },
          ),
        ],
      ],
    ]),
    day(5, 'Oferta de lanzamiento', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Solo hasta el {fecha_fin}: usa el código {codigo} en {enlace}',
            'Producto con el código sobreimpreso en grande',
            { notes: 'Añadir el sticker de enlace a la web con la misma dirección.', time: '09:00' },
          ),
        ],
      ],
      [
        'Noche',
        [
          story(
            2,
            'EL_HABLANDO',
            'Escríbenos {palabra_clave} por mensaje y te mandamos el enlace directo.',
            'Persona del equipo a cámara señalando el botón de mensaje',
            { time: '21:00' },
          ),
        ],
      ],
    ]),
    day(6, 'Último día', [
      [
        'Tarde',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Último día del código {codigo} ⏳ Gracias por esta semana increíble.',
            'Producto con cuenta atrás de fondo',
            { time: '17:00' },
          ),
        ],
      ],
    ]),
  ],
  chat_automation: {
    keyword: '{palabra_clave}',
    auto_response: '¡Hola! Aquí tienes {producto} con el código {codigo}: {enlace}',
    follow_up_sequence: [
      { delay_hours: 20, message: '¿Pudiste verlo? El código {codigo} vale hasta el {fecha_fin}.' },
    ],
    landing_url: '{enlace}',
    tags: ['lanzamiento'],
    notes: 'Responder a mano las dudas sobre envíos.',
  },
};

const threeDaySale = {
  campaign_title: 'Rebajas de 3 días en {marca}',
  start_date: START,
  description: 'Tres días de descuento con un código: anuncio, recordatorio y último aviso.',
  days: [
    day(0, 'Arrancan las rebajas', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            '¡Empiezan las rebajas! {descuento} en toda la tienda con el código {codigo}',
            'Fondo de color de la marca con el descuento en grande',
            { time: '09:00' },
          ),
        ],
      ],
      [
        'Tarde',
        [
          story(
            2,
            'TEXTO_PANTALLA',
            'Nuestros favoritos con {descuento}',
            'Tres productos en fila con su precio tachado',
            { sticker: poll('¿Cuál te llevas?', 'El primero', 'El segundo', 'El tercero'), time: '18:00' },
          ),
        ],
      ],
    ]),
    day(1, 'Recordatorio', [
      [
        'Mediodía',
        [
          story(
            1,
            'EL_HABLANDO',
            'Os enseñamos lo que más se está llevando estos días.',
            'Persona del equipo en la tienda, plano medio',
            { time: '13:30' },
          ),
        ],
      ],
      [
        'Noche',
        [
          story(
            2,
            'TEXTO_PANTALLA',
            'Pregúntanos lo que quieras antes de comprar',
            'Fondo neutro con el logotipo',
            { sticker: question('¿Qué talla, color o producto buscas?'), time: '21:00' },
          ),
        ],
      ],
    ]),
    day(2, 'Último día', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Último día: {descuento} hasta medianoche en {enlace}',
            'Cuenta atrás con el código {codigo}',
            { time: '10:00' },
          ),
        ],
      ],
      [
        'Noche',
        [
          story(
            2,
            'TEXTO_PANTALLA',
            'Quedan pocas horas ⏰ Gracias por confiar en {marca}.',
            'Producto estrella con luz de noche',
            { time: '21:30' },
          ),
        ],
      ],
    ]),
  ],
  chat_automation: {
    keyword: 'REBAJAS',
    auto_response: '¡Hola! Tu código es {codigo} ({descuento}). Compra aquí: {enlace}',
    follow_up_sequence: [],
    landing_url: '{enlace}',
    tags: ['rebajas'],
    notes: '',
  },
};

const weeklyQa = {
  campaign_title: 'Preguntas y respuestas con {marca}',
  start_date: START,
  description: 'Una sesión semanal: se recogen preguntas por la mañana y se responden por la tarde.',
  days: [
    day(0, 'Preguntas de la semana', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Hoy respondemos vuestras preguntas sobre {producto} 🙋',
            'Fondo de la marca con el sticker de preguntas',
            { sticker: question('Pregúntanos lo que quieras'), time: '09:30' },
          ),
        ],
      ],
      [
        'Tarde',
        [
          story(
            2,
            'EL_HABLANDO',
            'Primera pregunta: respondemos a cámara.',
            'Persona del equipo con la pregunta compartida en pantalla',
            { time: '18:00' },
          ),
          story(
            3,
            'EL_HABLANDO',
            'Segunda pregunta, y un consejo extra.',
            'Mismo plano, con el producto en la mano',
            { time: '18:15' },
          ),
        ],
      ],
      [
        'Noche',
        [
          story(4, 'TEXTO_PANTALLA', '¿Te ha servido? La semana que viene, más.', 'Cierre con el logotipo', {
            sticker: slider('¿Cuánto te ha ayudado?', '💡'),
            time: '21:00',
          }),
        ],
      ],
    ]),
  ],
};

const giveaway = {
  campaign_title: 'Sorteo de {premio}',
  start_date: START,
  description: 'Un sorteo de cinco días: anuncio, bases, recordatorios y el anuncio del ganador.',
  days: [
    day(0, 'Anuncio del sorteo', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            '🎁 ¡SORTEO! Te regalamos {premio}',
            'El premio bien iluminado sobre fondo de la marca',
            { time: '10:00' },
          ),
        ],
      ],
      [
        'Tarde',
        [
          story(
            2,
            'TEXTO_PANTALLA',
            'Para participar: sigue a {marca} y escríbenos {palabra_clave} por mensaje',
            'Pasos numerados sobre el premio',
            { notes: 'Enlazar las bases legales en la publicación fija.', time: '18:00' },
          ),
        ],
      ],
    ]),
    day(1, 'Cómo participar', [
      [
        'Mediodía',
        [
          story(
            1,
            'EL_HABLANDO',
            'Os explicamos el sorteo en 20 segundos.',
            'Persona del equipo a cámara con el premio',
            { time: '13:00' },
          ),
        ],
      ],
    ]),
    day(2, 'Recordatorio', [
      [
        'Tarde',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            '¿Ya participas? El sorteo acaba el {fecha_fin}',
            'Premio con el texto de la fecha',
            { sticker: poll('¿Ya estás dentro?', '¡Sí!', 'Voy ahora'), time: '17:30' },
          ),
        ],
      ],
    ]),
    day(3, 'Último día', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            'Último día para participar ⏳ Escríbenos {palabra_clave}',
            'Premio con cuenta atrás',
            { time: '09:00' },
          ),
        ],
      ],
    ]),
    day(4, 'Ganador', [
      [
        'Tarde',
        [
          story(
            1,
            'EL_HABLANDO',
            '¡Tenemos ganador! Gracias a todos por participar.',
            'Grabación del sorteo en directo',
            { notes: 'Contactar al ganador por mensaje antes de publicarlo.', time: '19:00' },
          ),
        ],
      ],
    ]),
  ],
  chat_automation: {
    keyword: '{palabra_clave}',
    auto_response:
      '¡Ya participas en el sorteo de {premio}! Anunciamos el ganador al acabar, el {fecha_fin}.',
    follow_up_sequence: [],
    landing_url: '',
    tags: ['sorteo'],
    notes: 'Guardar la lista de participantes para el sorteo.',
  },
};

const eventCountdown = {
  campaign_title: 'Cuenta atrás: {evento}',
  start_date: START,
  description: 'Cinco días de cuenta atrás para un evento, con reserva de plaza y recordatorios.',
  days: [
    day(0, 'Anuncio', [
      [
        'Mañana',
        [
          story(
            1,
            'TEXTO_PANTALLA',
            '📅 {evento}: {fecha_evento} en {lugar}',
            'Cartel del evento a pantalla completa',
            { time: '10:00' },
          ),
        ],
      ],
      [
        'Tarde',
        [
          story(
            2,
            'TEXTO_PANTALLA',
            'Reserva tu plaza en {enlace}',
            'Cartel con el enlace y plazas limitadas',
            { notes: 'Añadir el sticker de enlace con la misma dirección.', time: '18:00' },
          ),
        ],
      ],
    ]),
    day(1, 'Qué vas a vivir', [
      [
        'Mediodía',
        [
          story(
            1,
            'EL_HABLANDO',
            'Os contamos qué va a pasar en {evento}.',
            'Anfitrión del evento a cámara en el lugar',
            { sticker: question('¿Qué te gustaría que hubiera?'), time: '13:30' },
          ),
        ],
      ],
    ]),
    day(2, 'Faltan pocos días', [
      [
        'Tarde',
        [
          story(1, 'TEXTO_PANTALLA', 'Quedan pocas plazas para {evento}', 'Fotos de la edición anterior', {
            sticker: poll('¿Vienes?', '¡Allí estaré!', 'Aún no lo sé'),
            time: '18:30',
          }),
        ],
      ],
    ]),
    day(3, 'Mañana es el día', [
      [
        'Noche',
        [
          story(1, 'TEXTO_PANTALLA', 'Mañana nos vemos en {lugar} ✨', 'Preparativos del lugar', {
            time: '21:00',
          }),
        ],
      ],
    ]),
    day(4, 'Hoy', [
      [
        'Mañana',
        [
          story(1, 'TEXTO_PANTALLA', '¡Hoy es {evento}! Te esperamos {fecha_evento}', 'Cartel con la hora', {
            time: '09:00',
          }),
        ],
      ],
      [
        'Noche',
        [
          story(
            2,
            'TESTIMONIO_CLIENTE',
            'Gracias por venir: así fue {evento}',
            'Vídeo resumen con asistentes',
            { time: '22:00' },
          ),
        ],
      ],
    ]),
  ],
  chat_automation: {
    keyword: 'EVENTO',
    auto_response: '¡Hola! Reserva tu plaza para {evento} aquí: {enlace}',
    follow_up_sequence: [{ delay_hours: 22, message: 'Te recordamos: {evento}, {fecha_evento} en {lugar}.' }],
    landing_url: '{enlace}',
    tags: ['evento'],
    notes: '',
  },
};

export const DEMO_TEMPLATES: readonly {
  name: string;
  description: string;
  content: Record<string, unknown>;
}[] = [
  {
    name: 'Semana de lanzamiento',
    description:
      'Siete días para presentar un producto: intriga, revelación, uso, opiniones y oferta con código.',
    content: launchWeek,
  },
  {
    name: 'Rebajas de 3 días',
    description: 'Descuento con código durante tres días: anuncio, recordatorio y último aviso.',
    content: threeDaySale,
  },
  {
    name: 'Preguntas y respuestas semanal',
    description: 'Un día a la semana: preguntas por la mañana, respuestas a cámara por la tarde.',
    content: weeklyQa,
  },
  {
    name: 'Sorteo',
    description: 'Cinco días: anuncio, bases, recordatorios y ganador, con palabra clave por mensaje.',
    content: giveaway,
  },
  {
    name: 'Cuenta atrás para un evento',
    description: 'Cinco días hasta el evento, con reserva de plaza y recordatorios.',
    content: eventCountdown,
  },
];
