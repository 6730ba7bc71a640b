import type { CopyContext } from './context';
import {
  type DayAngle,
  keywordCta,
  NOTES,
  onScreen,
  poll,
  productLine,
  question,
  slider,
  speaking,
} from './story-kit';
import { capitalize } from './text';

/** Lines that use the client's profile when it is filled in, and say something sensible when it is not. */
function introLine(c: CopyContext): string {
  return c.who
    ? `Si aún no me conoces: ${c.who}. Y durante los próximos ${c.totalDays} días te voy a enseñar algo en lo que llevo mucho tiempo trabajando.`
    : `Durante los próximos ${c.totalDays} días te voy a enseñar algo en lo que en ${c.brand} llevamos mucho tiempo trabajando.`;
}

function audienceLine(c: CopyContext): string {
  return c.audience
    ? `Pista: está pensado para ti si te reconoces aquí 👉 ${c.audience}.`
    : `Pista: si alguna vez has buscado ${c.productShort}, esto te va a interesar.`;
}

function storyLine(c: CopyContext): string {
  return c.story
    ? `Te cuento cómo empezó todo: ${c.story}.`
    : `Te cuento por qué empezamos ${c.brand}: porque veíamos a demasiada gente con el mismo problema y ninguna solución que de verdad funcionara.`;
}

function messageLine(c: CopyContext): string {
  return c.keyMessage
    ? `Si tuviera que quedarme con una sola idea, sería esta: «${c.keyMessage}».`
    : 'Si tuviera que quedarme con una sola idea, sería esta: no tienes que resolverlo a solas ni a base de prueba y error.';
}

const expectation: DayAngle[] = [
  (c) => ({
    theme: `Expectativa: algo nuevo llega a ${c.brand}`,
    stories: [
      onScreen(
        `Llevamos semanas preparando algo en ${c.brand} y hoy por fin puedo empezar a contártelo 👀`,
        'Plano detalle de tus manos trabajando o de tu espacio, sin enseñar todavía el producto. Texto grande centrado.',
        { sticker: poll('¿Te lo cuento?', ['¡Sí, cuéntamelo!', 'Me pica la curiosidad']) },
      ),
      speaking(introLine(c), 'Tú a cámara, plano medio, en tu lugar de trabajo.', {
        notes: NOTES.naturalLight,
      }),
      onScreen(
        audienceLine(c),
        'Fondo de color de la marca con el texto en dos líneas y un emoji señalando.',
      ),
      onScreen(
        'Antes de contarte más, quiero leerte: ¿qué es lo que más te frena ahora mismo?',
        'Fondo neutro con el sticker de pregunta en el centro.',
        { sticker: question('Cuéntamelo aquí 👇'), notes: NOTES.pauseQuestion },
      ),
      onScreen(
        '¿Cuántas ganas tienes de saber qué es?',
        'Foto desenfocada del producto o de su envoltorio, solo se intuye la forma.',
        { sticker: slider('Mis ganas de saberlo', '🔥') },
      ),
      onScreen(
        'Mañana te cuento más. Activa las notificaciones de mis historias para no perderte nada 🔔',
        'Captura de cómo activar las notificaciones en el perfil, con una flecha señalando la campana.',
      ),
    ],
  }),
  (c) => ({
    theme: `Expectativa: la historia detrás de ${c.brand}`,
    stories: [
      speaking(storyLine(c), 'Tú a cámara, tono cercano, como si se lo contaras a un amigo.', {
        notes: NOTES.naturalLightShort,
      }),
      onScreen(
        '¿Te ha pasado alguna vez eso de saber lo que quieres y no encontrar cómo conseguirlo?',
        'Texto sobre una foto tuya de archivo o de los comienzos de la marca.',
        {
          sticker: poll('¿Te ha pasado?', ['Sí, muchas veces', 'Alguna vez', 'Nunca']),
          notes: NOTES.pausePoll,
        },
      ),
      speaking(messageLine(c), 'Primer plano, pausa antes de decir la frase clave.', {
        notes: NOTES.subtitles,
      }),
      onScreen(
        `Lo que estamos preparando tiene que ver con esto: ${c.productShort}. Y no, todavía no te lo enseño entero 🤫`,
        'Detalle parcial del producto o del material de trabajo, con el resto tapado o fuera de plano.',
      ),
      onScreen(
        'Falta muy poco para enseñártelo todo. ¿Te aviso en cuanto esté listo?',
        'Fondo de la marca con una cuenta atrás dibujada o el sticker de cuenta atrás.',
        {
          sticker: poll('¿Te aviso?', ['¡Sí, avísame!', 'Ya lo estoy esperando']),
          notes: 'Ajusta el texto si ya has anunciado la fecha exacta de apertura.',
        },
      ),
    ],
  }),
];

const problem: DayAngle[] = [
  (c) => ({
    theme: 'El problema: lo que te está frenando',
    stories: [
      onScreen(
        'Hablemos claro: ¿cuál de estas te suena más?',
        'Fondo liso con la encuesta grande en el centro.',
        {
          sticker: poll('Lo que más me frena', [
            'No sé por dónde empezar',
            'No tengo tiempo',
            'Ya lo probé y no funcionó',
          ]),
          notes: NOTES.pausePoll,
        },
      ),
      speaking(
        c.audience
          ? `Cuando hablo con ${c.audience}, casi siempre aparece lo mismo: lo intentan por su cuenta, se frustran y acaban dejándolo.`
          : 'Casi todas las personas que me escriben me cuentan lo mismo: lo intentan por su cuenta, se frustran y acaban dejándolo.',
        'Tú a cámara, plano medio, con gesto de complicidad.',
        { notes: NOTES.naturalLightShort },
      ),
      onScreen(
        'Y no es falta de ganas. Es que nadie te ha enseñado un camino claro.',
        'Texto en dos golpes: primera frase, pausa, segunda frase (usa dos historias seguidas si queda largo).',
        { notes: NOTES.adjustLength },
      ),
      onScreen(
        '¿Cuánto te afecta este tema en tu día a día?',
        'Foto cotidiana relacionada con el problema (escritorio desordenado, agenda llena…).',
        { sticker: slider('Cuánto me afecta', '😩') },
      ),
      speaking(
        `Mañana te cuento qué hicimos en ${c.brand} para darle la vuelta a esto.`,
        'Plano corto, sonrisa al final para cerrar con energía.',
      ),
    ],
  }),
  (c) => ({
    theme: 'El problema: los errores más comunes',
    stories: [
      onScreen(
        'Los 3 errores que más veo (y que yo también cometí) 👇',
        'Portada tipo lista con el número 3 muy grande.',
      ),
      onScreen(
        'Error 1: querer hacerlo todo a la vez. Error 2: copiar lo que le funciona a otro. Error 3: no pedir ayuda a tiempo.',
        'Tres líneas que aparecen una a una (usa la función de texto por partes o tres historias).',
        { notes: NOTES.adjustLength },
      ),
      onScreen('¿Con cuál te identificas más?', 'Fondo de la marca con la encuesta.', {
        sticker: poll('Mi error', ['El 1', 'El 2', 'El 3', 'Todos 😅']),
        notes: NOTES.pausePoll,
      }),
      speaking(
        `No pasa nada por haberlos cometido: en ${c.brand} los hemos visto cientos de veces. Lo importante es darte cuenta y cambiar de estrategia.`,
        'Tú a cámara, tono tranquilo y cercano.',
        { notes: NOTES.naturalLight },
      ),
      onScreen(
        '¿Tienes alguna duda concreta sobre esto? Pregúntame y te respondo en historias.',
        'Sticker de pregunta sobre foto tuya trabajando.',
        { sticker: question('Tu duda aquí') },
      ),
    ],
  }),
  (c) => ({
    theme: 'El problema: lo que cuesta no hacer nada',
    stories: [
      speaking(
        'Hoy quiero hacerte una pregunta incómoda: ¿cuánto tiempo llevas queriendo resolver esto?',
        'Primer plano, silencio de un segundo después de la pregunta.',
        { notes: NOTES.subtitles },
      ),
      onScreen('¿Cuánto tiempo llevas con este tema pendiente?', 'Fondo liso, texto grande.', {
        sticker: poll('Llevo…', ['Semanas', 'Meses', 'Años 🙈']),
        notes: NOTES.pausePoll,
      }),
      onScreen(
        'Cada mes que pasa sin cambiar nada es un mes más con el mismo problema. Y eso también cuesta: tiempo, dinero y energía.',
        'Calendario con meses tachados o reloj de arena.',
      ),
      speaking(
        c.audience
          ? `Por eso he pensado todo esto para ${c.audience}: para que dejes de posponerlo.`
          : `Por eso en ${c.brand} hemos preparado algo para que dejes de posponerlo.`,
        'Tú a cámara, más enérgico que en la historia anterior.',
      ),
      onScreen(
        'Cuéntame: ¿qué cambiaría en tu vida si lo resolvieras este mes?',
        'Sticker de pregunta sobre fondo de la marca.',
        {
          sticker: question('Si lo resolviera…'),
          notes: 'Comparte mañana en historias dos o tres respuestas (con permiso).',
        },
      ),
    ],
  }),
];

const solution: DayAngle[] = [
  (c) => ({
    theme: `La solución: te presento ${c.productShort}`,
    stories: [
      onScreen(
        'Ha llegado el día: hoy te enseño lo que hemos estado preparando 🎉',
        'Vídeo corto destapando el producto o abriendo la pantalla de la plataforma.',
        { notes: NOTES.naturalLight },
      ),
      speaking(
        `${productLine(c)}. Así de claro.`,
        'Tú a cámara con el producto en la mano o en pantalla detrás de ti.',
        { notes: NOTES.subtitles },
      ),
      onScreen(
        c.audience
          ? `¿Para quién es? Para ti si te reconoces aquí: ${c.audience}.`
          : `¿Para quién es? Para ti, si quieres resolver esto de una vez y con un plan claro.`,
        'Texto en lista sobre fondo de la marca.',
      ),
      onScreen('¿Qué te parece a primera vista?', 'Foto del producto bien iluminada, fondo limpio.', {
        sticker: slider('Me encanta', '😍'),
        notes: 'Haz la foto con luz natural y fondo limpio: que el producto ocupe casi toda la pantalla.',
      }),
      onScreen(
        '¿Qué te gustaría saber? Pregúntame lo que quieras y te respondo mañana.',
        'Sticker de pregunta sobre detalle del producto.',
        { sticker: question('Pregúntame sobre esto'), notes: NOTES.pauseQuestion },
      ),
      onScreen(
        keywordCta(c, 'Si ya sabes que lo quieres, escribe'),
        `Tú señalando a cámara con el texto «Escribe ${c.keyword}» bien grande.`,
        { notes: NOTES.keyword },
      ),
    ],
  }),
  (c) => ({
    theme: 'La solución: cómo funciona por dentro',
    stories: [
      speaking(
        'Ayer te lo presenté y me llegaron muchas preguntas. Hoy te enseño cómo funciona por dentro.',
        'Tú a cámara, con el producto o la pantalla a la vista.',
        { notes: NOTES.naturalLightShort },
      ),
      onScreen(`Así funciona: ${c.process}.`, 'Los pasos en pantalla, numerados, con iconos sencillos.', {
        notes: NOTES.adjustLength,
      }),
      onScreen(
        `Lo que más me gusta: ${c.productShort}, pensado para que lo uses desde el primer día.`,
        'Detalle del producto en uso, plano cenital o grabación de pantalla.',
      ),
      onScreen('¿Lo ves más claro ahora?', 'Fondo de la marca con encuesta.', {
        sticker: poll('¿Más claro?', ['¡Clarísimo!', 'Tengo una duda']),
        notes: NOTES.pausePoll,
      }),
      speaking(
        'Si te queda alguna duda, respóndeme a esta historia y te contesto personalmente.',
        'Plano corto, sonrisa.',
      ),
    ],
  }),
];

const education: DayAngle[] = [
  (c) => ({
    theme: 'Aprende: el primer paso que puedes dar hoy',
    stories: [
      onScreen(
        'Hoy no te vendo nada: te regalo un consejo que puedes aplicar hoy mismo 🎁',
        'Portada con la palabra «CONSEJO» grande y tu foto pequeña en una esquina.',
      ),
      speaking(
        'Empieza por lo más pequeño: elige una sola cosa, dedícale 15 minutos hoy y apunta qué ha pasado. La constancia gana a la intensidad.',
        'Tú a cámara explicando con las manos, plano medio.',
        { notes: NOTES.naturalLight },
      ),
      onScreen('¿Lo vas a probar hoy?', 'Fondo liso con encuesta.', {
        sticker: poll('¿Lo pruebas?', ['¡Hoy mismo!', 'Esta semana', 'Me cuesta empezar']),
        notes: NOTES.pausePoll,
      }),
      onScreen(
        `Esto es justo lo que trabajamos a fondo con ${c.productShort}: pasos pequeños, bien ordenados.`,
        'Detalle del producto o del material, con texto superpuesto.',
      ),
      onScreen(
        'Cuéntame cómo te ha ido cuando lo pruebes 👇',
        'Sticker de pregunta sobre fondo de la marca.',
        { sticker: question('Cómo me ha ido') },
      ),
    ],
  }),
  (c) => ({
    theme: 'Aprende: mitos que te están frenando',
    stories: [
      onScreen(
        '¿Mito o realidad? «Para conseguirlo necesitas mucho tiempo y mucho dinero».',
        'Texto grande tipo pregunta de concurso.',
        { sticker: poll('¿Mito o realidad?', ['Mito', 'Realidad']), notes: NOTES.pausePoll },
      ),
      speaking(
        'Mito. Lo que necesitas es un método y alguien que te acompañe cuando te atasques.',
        'Tú a cámara, tono firme.',
        { notes: NOTES.subtitles },
      ),
      onScreen(
        '¿Mito o realidad? «Si ya lo intenté y no funcionó, no es para mí».',
        'Mismo formato que la primera historia para que se reconozca la serie.',
        { sticker: poll('¿Mito o realidad?', ['Mito', 'Realidad']) },
      ),
      speaking(
        `Mito también. Casi siempre falló el cómo, no tú. Por eso en ${c.brand} lo hacemos paso a paso.`,
        'Plano corto, sonrisa al final.',
        { notes: NOTES.naturalLightShort },
      ),
      onScreen('¿Qué otro mito quieres que desmonte mañana?', 'Sticker de pregunta.', {
        sticker: question('Desmonta este mito…'),
      }),
    ],
  }),
  (c) => ({
    theme: 'Aprende: preguntas y respuestas',
    stories: [
      onScreen(
        'Día de preguntas y respuestas: respondo a lo que me habéis preguntado estos días 🙌',
        'Portada con tu foto y el texto «Preguntas y respuestas».',
      ),
      onScreen(
        '«[Pega aquí una pregunta real que te hayan enviado]»',
        'Captura de la respuesta del sticker de pregunta, con el nombre tapado.',
        {
          notes:
            'Usa preguntas reales de los stickers de días anteriores. Tapa el nombre si no tienes permiso.',
        },
      ),
      speaking(
        `Mi respuesta corta: sí se puede, y con ${c.productShort} te lo pongo mucho más fácil.`,
        'Tú a cámara respondiendo, plano medio.',
        { notes: NOTES.naturalLight },
      ),
      onScreen(
        capitalize(
          `${c.keyMessage ? `Recuerda: «${c.keyMessage}».` : 'Recuerda: no hay preguntas tontas, hay dudas sin resolver.'}`,
        ),
        'Fondo de la marca, frase centrada.',
        { notes: NOTES.adjustLength },
      ),
      onScreen('¿Te queda alguna duda? Este es tu momento 👇', 'Sticker de pregunta.', {
        sticker: question('Mi duda es…'),
        notes: NOTES.pauseQuestion,
      }),
    ],
  }),
];

export const OPENING_ANGLES = { expectation, problem, solution, education };
