import type { CopyContext } from './context';
import {
  type DayAngle,
  daysLeftText,
  keywordCta,
  NOTES,
  onScreen,
  poll,
  productLine,
  question,
  slider,
  speaking,
  testimonial,
} from './story-kit';

function offerLine(c: CopyContext): string {
  return `La oferta de lanzamiento: ${c.offer}.`;
}

function messageOr(c: CopyContext, fallback: string): string {
  return c.keyMessage ? `«${c.keyMessage}»` : fallback;
}

const proof: DayAngle[] = [
  (c) => ({
    theme: 'Prueba: lo que dicen quienes ya lo han probado',
    stories: [
      onScreen(
        'No me creas a mí: mira lo que dicen quienes ya lo han probado 👇',
        'Portada con collage desenfocado de mensajes de clientes.',
      ),
      testimonial(
        `«[Pega aquí las palabras de un cliente real sobre ${c.productShort}]» — [Nombre del cliente]`,
        'Captura del mensaje o reseña real sobre fondo de la marca.',
        { notes: NOTES.realTestimonial },
      ),
      testimonial(
        '«[Segundo testimonio: cómo estaba antes y qué ha cambiado]» — [Nombre del cliente]',
        'Vídeo corto del cliente o foto del resultado, con su nombre rotulado.',
        { notes: NOTES.realTestimonial },
      ),
      speaking(
        'Mensajes como estos son los que me recuerdan por qué hago lo que hago. Gracias de corazón 🙏',
        'Tú a cámara, tono emocionado pero natural.',
        { notes: NOTES.naturalLightShort },
      ),
      onScreen('¿Quieres ser el próximo caso de éxito?', 'Fondo de la marca con el slider.', {
        sticker: slider('¡Quiero!', '🙌'),
      }),
    ],
  }),
  (c) => ({
    theme: 'Prueba: resultados reales, paso a paso',
    stories: [
      speaking(
        'Hoy te enseño un caso real de principio a fin: cómo empezó, qué hizo y dónde está ahora.',
        'Tú a cámara presentando el caso.',
        { notes: NOTES.naturalLight },
      ),
      testimonial(
        '[Antes] Así estaba [nombre del cliente] cuando empezó: [su situación, en una frase].',
        'Foto o captura del «antes», con permiso del cliente.',
        { notes: NOTES.realTestimonial },
      ),
      testimonial(
        `[Después] Y así está hoy, gracias a ${c.productShort}: [el resultado, con un dato concreto].`,
        'Foto o captura del «después», mismo encuadre que el «antes».',
        {
          notes:
            'Ajusta el texto si el cliente prefiere no dar cifras: el cambio se puede contar sin números.',
        },
      ),
      onScreen('¿Te ves en un cambio así?', 'Antes y después en pantalla partida.', {
        sticker: poll('¿Te ves así?', ['¡Sí!', 'Me encantaría', 'Aún no me lo creo']),
        notes: NOTES.pausePoll,
      }),
      onScreen(
        keywordCta(c, 'Si quieres el tuyo, escribe'),
        `Texto «${c.keyword}» muy grande sobre fondo de la marca.`,
        {
          notes: NOTES.keyword,
        },
      ),
    ],
  }),
  (c) => ({
    theme: `Prueba: detrás de las cámaras de ${c.brand}`,
    stories: [
      onScreen(
        `Hoy te llevo detrás de las cámaras de ${c.brand} 🎬`,
        'Plano general de tu espacio de trabajo, en movimiento.',
        { notes: NOTES.naturalLight },
      ),
      speaking(
        c.who
          ? `Quien está detrás: ${c.who}. Cuido cada detalle porque sé lo que significa para ti.`
          : 'Aquí es donde lo preparamos todo. Cuidamos cada detalle porque sabemos lo que significa para ti.',
        'Tú trabajando y hablando a cámara a la vez, cámara en mano.',
      ),
      testimonial(
        '«[Mensaje real de un cliente que te haya llegado esta semana]»',
        'Captura del mensaje sobre un plano del espacio de trabajo.',
        { notes: NOTES.realTestimonial },
      ),
      onScreen('¿Te gusta ver cómo se hace por dentro?', 'Detalle de tus manos trabajando.', {
        sticker: slider('Me encanta verlo', '👀'),
      }),
      onScreen('¿Qué más te gustaría ver del día a día?', 'Sticker de pregunta sobre plano del espacio.', {
        sticker: question('Enséñame…'),
      }),
    ],
  }),
];

const offer: DayAngle[] = [
  (c) => ({
    theme: 'Oferta: ¡abrimos!',
    stories: [
      onScreen(
        '🚨 Ya está abierto. Lo que llevamos días contándote, ya puedes tenerlo.',
        'Vídeo con mucha energía: el producto en primer plano y el texto apareciendo.',
        { notes: NOTES.naturalLight },
      ),
      speaking(
        `${productLine(c)}. Y para celebrar el lanzamiento, hay una oferta especial.`,
        'Tú a cámara, con entusiasmo, producto a la vista.',
        { notes: NOTES.subtitles },
      ),
      onScreen(
        offerLine(c),
        'La oferta en pantalla, con el precio o el descuento destacado en el color de la marca.',
        {
          notes: NOTES.adjustOffer,
        },
      ),
      onScreen(`Cómo conseguirlo: ${c.process}.`, 'Los pasos numerados con iconos.', {
        notes: NOTES.adjustLength,
      }),
      onScreen('¿Qué es lo que más te llama la atención?', 'Fondo de la marca con la encuesta.', {
        sticker: poll('Lo que más me gusta', ['El precio de lanzamiento', 'Los extras', 'Todo 😍']),
      }),
      onScreen(
        keywordCta(c, 'Para reservar el tuyo, escribe'),
        `Texto «${c.keyword}» grande y flecha hacia el botón de mensaje.`,
        {
          notes: NOTES.keyword,
        },
      ),
    ],
  }),
  (c) => ({
    theme: 'Oferta: todo lo que incluye',
    stories: [
      speaking(
        'Ayer abrimos y ya han llegado los primeros mensajes. Gracias 🙏 Hoy te enseño todo lo que incluye.',
        'Tú a cámara, tono agradecido.',
        { notes: NOTES.naturalLightShort },
      ),
      onScreen(
        `Lo que te llevas: ${c.product}.`,
        'El producto y sus partes, colocados en flat lay o en capturas.',
        {
          notes: NOTES.adjustLength,
        },
      ),
      onScreen(
        `Y solo durante el lanzamiento: ${c.offerShort}.`,
        'Etiqueta de «Solo en el lanzamiento» sobre la foto del producto.',
        { notes: NOTES.adjustOffer },
      ),
      onScreen('¿Cuánto te apetece tenerlo ya?', 'Foto del producto con el slider.', {
        sticker: slider('Lo quiero ya', '🛒'),
      }),
      onScreen(keywordCta(c, 'Escribe'), `Tú señalando el texto «${c.keyword}».`, { notes: NOTES.link }),
    ],
  }),
];

const objections: DayAngle[] = [
  (c) => ({
    theme: 'Dudas: respondo a lo que me estáis preguntando',
    stories: [
      onScreen(
        'Estos días me habéis escrito muchas dudas. Hoy las respondo todas 👇',
        'Portada con tu foto y el texto «Tus dudas».',
      ),
      speaking(
        '«¿Y si no es para mí?» Te lo digo con sinceridad: si te has sentido identificado con lo que he contado estos días, lo es.',
        'Tú a cámara, tono sincero.',
        { notes: NOTES.naturalLight },
      ),
      speaking(`«¿Cómo se compra?» Muy fácil: ${c.process}.`, 'Plano medio, enumerando con los dedos.', {
        notes: NOTES.subtitles,
      }),
      onScreen('¿Cuál es tu mayor duda ahora mismo?', 'Fondo de la marca con la encuesta.', {
        sticker: poll('Mi duda', ['El precio', 'El tiempo', 'Si es para mí']),
        notes: NOTES.pausePoll,
      }),
      onScreen('Si tienes otra duda, escríbela aquí y te respondo personalmente.', 'Sticker de pregunta.', {
        sticker: question('Mi duda es…'),
      }),
    ],
  }),
  (c) => ({
    theme: 'Dudas: precio, tiempo y garantías',
    stories: [
      speaking(
        '«Es que no tengo tiempo». Lo entiendo, por eso está pensado para encajar en tu semana, no al revés.',
        'Tú a cámara, plano medio.',
        { notes: NOTES.naturalLightShort },
      ),
      onScreen(
        `«¿Y el precio?» Durante el lanzamiento: ${c.offerShort}.`,
        'La oferta destacada en el color de la marca.',
        { notes: NOTES.adjustOffer },
      ),
      speaking(
        messageOr(c, 'Lo más caro no es invertir en resolverlo: es seguir igual otro año.'),
        'Primer plano, pausa antes de la frase.',
      ),
      onScreen('¿Te he resuelto las dudas?', 'Fondo de la marca.', {
        sticker: poll('¿Resuelto?', ['¡Sí, todo claro!', 'Me queda una']),
      }),
      onScreen(keywordCta(c, 'Si te queda alguna, escribe'), `Texto «${c.keyword}» grande.`, {
        notes: NOTES.keyword,
      }),
    ],
  }),
];

const urgency: DayAngle[] = [
  (c) => ({
    theme: 'Urgencia: la oferta tiene fecha de fin',
    stories: [
      onScreen(
        `⏳ ${daysLeftText(c)} para aprovechar la oferta de lanzamiento.`,
        'Cuenta atrás grande en pantalla con el sticker de cuenta atrás.',
        { notes: 'Añade el sticker de cuenta atrás con la fecha de cierre.' },
      ),
      onScreen(`Te recuerdo lo que incluye: ${c.offer}.`, 'El producto con los extras a su alrededor.', {
        notes: NOTES.adjustOffer,
      }),
      speaking(
        'No quiero que te enteres tarde y luego me escribas para pedírmelo. Por eso te lo recuerdo hoy.',
        'Tú a cámara, tono cercano, sin presionar.',
        { notes: NOTES.naturalLight },
      ),
      onScreen('¿Ya te has decidido?', 'Fondo de la marca con encuesta.', {
        sticker: poll('¿Decidido?', ['¡Ya lo tengo!', 'Me lo estoy pensando', 'Tengo una duda']),
        notes: NOTES.pausePoll,
      }),
      onScreen(keywordCta(c), `Texto «${c.keyword}» con una flecha al botón de mensaje.`, {
        notes: NOTES.keyword,
      }),
    ],
  }),
  (c) => ({
    theme: 'Urgencia: últimas plazas y últimos días',
    stories: [
      speaking(
        'Esta semana está siendo increíble: gracias a todas las personas que ya os habéis unido 💛',
        'Tú a cámara, tono agradecido.',
        { notes: NOTES.naturalLightShort },
      ),
      testimonial(
        '«[Mensaje real de alguien que acaba de comprar y por qué se decidió]»',
        'Captura del mensaje, nombre tapado si no hay permiso.',
        { notes: NOTES.realTestimonial },
      ),
      onScreen(
        `${daysLeftText(c)}: la oferta termina el ${c.closeDate}.`,
        'Calendario con el día de cierre marcado en rojo.',
        { notes: 'Ajusta el texto si quedan pocas plazas o unidades: dilo con el número exacto.' },
      ),
      onScreen(
        '¿Quieres que te escriba el último día para recordártelo?',
        'Fondo de la marca con encuesta.',
        { sticker: poll('¿Te aviso?', ['¡Sí, por favor!', 'Ya lo tengo']) },
      ),
      onScreen(keywordCta(c, 'Para asegurarte el tuyo, escribe'), `Texto «${c.keyword}» grande.`, {
        notes: NOTES.link,
      }),
    ],
  }),
  (c) => ({
    theme: 'Urgencia: lo que pierdes si esperas',
    stories: [
      onScreen(
        `${daysLeftText(c)}. Después, la oferta de lanzamiento desaparece.`,
        'Texto grande con un reloj de arena.',
      ),
      speaking(
        'Piensa en cómo estarás dentro de un mes si empiezas hoy… y en cómo estarás si lo dejas pasar.',
        'Primer plano, tono reflexivo.',
        { notes: NOTES.naturalLight },
      ),
      onScreen(
        messageOr(c, 'Empezar es la parte más difícil. Lo demás lo hacemos juntos.'),
        'Frase centrada sobre fondo de la marca.',
        { notes: NOTES.adjustLength },
      ),
      onScreen('¿Del 1 al 10, cuántas ganas tienes de empezar?', 'Fondo liso con slider.', {
        sticker: slider('Mis ganas de empezar', '🚀'),
      }),
      onScreen(keywordCta(c), `Texto «${c.keyword}» muy grande.`, { notes: NOTES.keyword }),
    ],
  }),
];

const close: DayAngle[] = [
  (c) => ({
    theme: 'Cierre: último día de la oferta',
    stories: [
      onScreen(
        '🔴 ÚLTIMO DÍA. Hoy a medianoche se cierra la oferta de lanzamiento.',
        'Fondo rojo o del color de la marca, texto muy grande.',
        { notes: 'Añade el sticker de cuenta atrás hasta las 23:59.' },
      ),
      speaking(
        'Si llevas días pensándotelo, este es el momento. Mañana ya no estará disponible en estas condiciones.',
        'Tú a cámara, tono directo y cercano.',
        { notes: NOTES.naturalLight },
      ),
      onScreen(`Hasta esta noche: ${c.offer}.`, 'La oferta completa en pantalla.', {
        notes: NOTES.adjustOffer,
      }),
      testimonial(
        '«[El mensaje de un cliente que más te haya emocionado]»',
        'Captura del mensaje sobre foto del producto.',
        { notes: NOTES.realTestimonial },
      ),
      onScreen('¿Tienes una última duda? Te respondo hasta el cierre.', 'Sticker de pregunta.', {
        sticker: question('Mi última duda'),
      }),
      onScreen(
        keywordCta(c, 'Última oportunidad: escribe'),
        `Texto «${c.keyword}» grande con cuenta atrás.`,
        {
          notes:
            'Haz una pausa de un par de horas y vuelve a publicar el recordatorio a última hora de la noche.',
        },
      ),
      speaking(
        `Gracias por acompañarme estos ${c.totalDays} días. Para mí ha sido muy especial 💛`,
        'Tú a cámara, cierre emotivo y agradecido.',
        { notes: NOTES.naturalLightShort },
      ),
    ],
  }),
];

export const CLOSING_ANGLES = { proof, offer, objections, urgency, close };
