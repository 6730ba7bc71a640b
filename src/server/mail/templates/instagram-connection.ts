import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';

export interface InstagramConnectionEmailInput {
  to: string;
  brandName: string;
  username: string;
  /** 'revoked': Instagram refused the token; 'expiring': it ends on `expiresOn` and could not be renewed. */
  reason: 'revoked' | 'expiring';
  /** «28 de diciembre de 2026» (expiring only). */
  expiresOn?: string;
  /** The client's page in the panel, where «Reconectar» is. */
  clientUrl: string;
}

/**
 * Tells the agency that a client's Instagram connection needs it (issue 32): Instagram refused the token (code
 * 190), or it ends within 7 days without having been renewed. Once per token.
 */
export function instagramConnectionEmail(input: InstagramConnectionEmailInput): MailMessage {
  const account = `@${input.username}`;
  const revoked = input.reason === 'revoked';
  const subject = revoked
    ? `${oneLine(input.brandName)}: reconecta su cuenta de Instagram`
    : `${oneLine(input.brandName)}: el permiso de Instagram caduca el ${input.expiresOn ?? ''}`;
  const { html, text } = renderEmail({
    heading: revoked
      ? `Instagram ya no acepta la conexión de ${input.brandName}`
      : `La conexión de ${input.brandName} caduca pronto`,
    preheader: revoked
      ? `Sin reconectar ${account}, el panel no lee sus estadísticas ni publica sus historias.`
      : `Reconecta ${account} antes del ${input.expiresOn ?? ''}.`,
    paragraphs: revoked
      ? [
          `Instagram ha rechazado el permiso de ${account} (se revocó, caducó o cambió la contraseña de la cuenta).`,
          'Hasta que alguien de la agencia la reconecte, el panel no lee las estadísticas de sus historias ni publica las que estén en «Publicar automáticamente»: esas vuelven a avisar a la marca para publicarlas a mano.',
        ]
      : [
          `El permiso de ${account} caduca el ${input.expiresOn ?? ''} y el panel no ha podido renovarlo.`,
          'Reconecta la cuenta antes de esa fecha para no perder las estadísticas ni la publicación automática.',
        ],
    action: { label: 'Reconectar en el panel', url: input.clientUrl },
    notes: ['Este aviso se envía una vez por conexión.'],
  });
  return { to: input.to, subject, text, html };
}
