/** The Spanish texts of «Revisar automatizaciones» (issue 33 §4), zod-free for the web's light screens. */

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

export const AUTOMATION_CHECK_TEXTS = {
  title: 'Revisar automatizaciones',
  automation: 'Automatización del chat',
  initialMessage: 'mensaje automático inicial',
  followUp: (n: number) => `mensaje de seguimiento ${n}`,
  keywordDuplicate: (keyword: string, other: string, from: string, to: string) =>
    `La palabra clave ${keyword} también la usa la campaña «${other}» (del ${from} al ${to}), en la misma cuenta y las mismas fechas: la herramienta de automatización no sabrá a cuál responder. Cambia una de las dos.`,
  keywordSpelling: (spellings: readonly string[]) =>
    `La misma palabra clave aparece escrita de formas distintas (${list(spellings)}): muchas herramientas solo reconocen una. Escríbela siempre igual que en la automatización.`,
  keywordNotShown: (keyword: string) =>
    `Ninguna historia muestra la palabra clave ${keyword} al público: nadie sabrá qué escribir. Añádela al texto o al sticker de alguna historia.`,
  keywordUnanswered: (invited: string, configured: string | null) =>
    configured
      ? `La historia pide escribir ${invited}, pero la automatización responde a ${configured}: esos mensajes no recibirán respuesta.`
      : `La historia pide escribir ${invited}, pero la campaña no tiene ninguna automatización con palabra clave: esos mensajes no recibirán respuesta.`,
  followUpWindow: (n: number, hours: number) =>
    `El mensaje de seguimiento ${n} sale ${hours} h después del mensaje de la persona: Instagram solo permite mensajes automáticos en las 24 h siguientes. Adelántalo, o márcalo como enviado por una persona (hasta 7 días).`,
  followUpExpired: (n: number, hours: number) =>
    `El mensaje de seguimiento ${n} sale ${hours} h después del mensaje de la persona: pasados 7 días Instagram no permite enviar nada, ni siquiera una persona. Adelántalo o quítalo.`,
  privateReplyLimit: (count: number) =>
    `La historia pide comentar, y la automatización envía ${count} mensajes automáticos: Instagram permite una sola respuesta privada a cada comentario hasta que la persona conteste. Deja un solo mensaje automático o pide la palabra por mensaje directo.`,
  untrackedLink: (url: string, tracked: string | null) =>
    tracked
      ? `El enlace ${url} no cuenta los clics: usa el enlace con seguimiento ${tracked}.`
      : `El enlace ${url} no cuenta los clics: ponlo como sticker de enlace o como página de la automatización para tener su enlace con seguimiento.`,
  emptyReply: (keyword: string) =>
    `La automatización de ${keyword} no tiene mensaje automático inicial: quien escriba la palabra no recibirá nada.`,
  placeholderLink:
    'La página de la automatización es todavía [URL_LANDING_CON_CHECKOUT]: pon la dirección real antes de publicar.',
  brokenLink: (url: string) => `El enlace ${url} no es una dirección válida: la persona no podrá abrirlo.`,
  disabledLink: (url: string) =>
    `El enlace con seguimiento ${url} está desactivado: quien lo abra verá una página de error. Actívalo o usa otro.`,
  none: 'Sin problemas: las palabras clave, los mensajes y los enlaces están bien.',
  summary: (errors: number, warnings: number) =>
    `${errors} ${errors === 1 ? 'problema' : 'problemas'} y ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}`,
} as const;
