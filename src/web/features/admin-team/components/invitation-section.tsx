import type { TeamInvitation } from '@shared/api/admin-team';
import { formatDateEs, formatDateTimeEs } from '@shared/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useResendInvitation, useRevokeInvitation } from '../api/manage-team';
import { teamErrorToast } from '../utils/team-error-toast';

/** «Invitaciones pendientes»: each with «Reenviar» and «Revocar». */
export function InvitationSection({ invitations }: { invitations: TeamInvitation[] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const title = 'Invitaciones pendientes';
  return (
    <section aria-labelledby="team-invitations" className="grid gap-2">
      <h3 id="team-invitations" className="font-semibold text-sm">
        {title} <span className="text-muted-foreground">({invitations.length})</span>
      </h3>
      {invitations.length === 0 ? (
        <p className="text-muted-foreground text-sm">No hay invitaciones pendientes.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={title}>
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
                  <span className="wrap-anywhere">{invitation.name}</span>
                  {invitation.isExpired ? (
                    <Badge variant="destructive">Caducada</Badge>
                  ) : (
                    <Badge variant="outline">Pendiente</Badge>
                  )}
                </p>
                <p className="wrap-anywhere text-muted-foreground text-sm">{invitation.email}</p>
                <p className="text-muted-foreground text-xs">
                  Enviada <time dateTime={invitation.sentAt}>{formatDateTimeEs(invitation.sentAt)}</time>
                  {invitation.invitedBy ? ` por ${invitation.invitedBy}` : ''} · caduca{' '}
                  <time dateTime={invitation.expiresAt}>{formatDateEs(invitation.expiresAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: () =>
                        toast.success('Invitación reenviada', { description: invitation.email }),
                      onError: (error) => teamErrorToast('No se pudo reenviar', error),
                    })
                  }
                >
                  Reenviar<span className="sr-only">: {invitation.email}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () =>
                        toast.success('Invitación revocada', { description: invitation.email }),
                      onError: (error) => teamErrorToast('No se pudo revocar', error),
                    })
                  }
                >
                  Revocar<span className="sr-only">: {invitation.email}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
