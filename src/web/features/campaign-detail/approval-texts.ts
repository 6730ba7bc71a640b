import { APPROVAL_LINK_TTL_DAYS } from '@shared/approvals/approval-state';
import { APPROVAL_LINK_SHARING, APPROVAL_TEXTS } from '@shared/approvals/approval-texts';

/** What the campaign screen says about approvals (both roles), besides the shared decision texts. */
export const CAMPAIGN_APPROVAL_TEXTS = {
  sectionTitle: 'Aprobación del cliente',
  label: 'Aprobación:',
  notRequested: 'Aún no se ha pedido la aprobación de ninguna historia.',
  dayNotRequested: 'Aún no se ha pedido la aprobación de este día.',
  required: 'Esta campaña requiere la aprobación del cliente antes de marcar cada historia como publicada.',
  clientPending: (count: number) =>
    count === 1
      ? 'Tienes 1 historia pendiente de aprobar.'
      : `Tienes ${count} historias pendientes de aprobar.`,
  decidedVia: { link: 'por el enlace del email', panel: 'desde el panel' } as const,
  decidedAt: (when: string, via: string) => `Decidido el ${when}, ${via}.`,
  blockedClient: 'No puedes marcarla como publicada hasta que la apruebes.',
  blockedAdmin: 'No se puede marcar como publicada hasta que el cliente la apruebe.',
  blockedToast: APPROVAL_TEXTS.approvalRequired,
  approveDay: 'Aprobar el día',
  approveDayHint: (count: number) =>
    count === 1
      ? 'Aprueba la historia pendiente del día.'
      : `Aprueba las ${count} historias pendientes del día.`,
  requestDay: 'Pedir aprobación',
  requestCampaign: 'Pedir aprobación de la campaña',
  requestDayTitle: (dayOrder: number) => `Pedir aprobación del día ${dayOrder}`,
  requestCampaignTitle: 'Pedir aprobación de la campaña',
  requestWho: 'Se enviará un email con el enlace a',
  requestWhoLoading: 'Se enviará un email con el enlace al cliente.',
  requestWhat: (count: number, scope: 'day' | 'campaign') =>
    `Con el enlace, el cliente ve ${count === 1 ? 'la historia' : `las ${count} historias`} ${
      scope === 'day' ? 'del día' : 'de la campaña'
    } y las aprueba o pide cambios sin contraseña. El enlace caduca en ${APPROVAL_LINK_TTL_DAYS} días y deja sin efecto cualquier enlace anterior ${
      scope === 'day' ? 'de este día' : 'de la campaña'
    }.`,
  requestKeepsApproved: 'Las historias ya aprobadas siguen aprobadas.',
  send: 'Enviar petición',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  done: 'Listo',
  sentTitle: 'Petición enviada',
  sentTo: (email: string) => `Hemos enviado el enlace a ${email}.`,
  sentCounts: (pending: number, total: number) =>
    `${pending} de ${total} ${total === 1 ? 'historia queda' : 'historias quedan'} pendiente${
      total === 1 ? '' : 's'
    } de aprobación.`,
  linkLabel: 'Enlace de aprobación',
  linkHint: APPROVAL_LINK_SHARING.forAgency,
  copyLink: 'Copiar enlace',
  expires: (when: string) => `Caduca el ${when}.`,
  requestFailed: 'No se pudo pedir la aprobación',
  live: 'La aprobación de alguna historia ha cambiado.',
} as const;
