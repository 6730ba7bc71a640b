import { InviteAdminBody, TEAM_TEXTS, type TeamInvitation, type TeamMember } from '@shared/api/admin-team';
import { formatDateEs, formatDateTimeEs } from '@shared/dates';
import { MailPlusIcon, UserCogIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { useTeam } from '../api/get-team';
import {
  useDeactivateMember,
  useInviteAdmin,
  useReactivateMember,
  useResendInvitation,
  useRevokeInvitation,
} from '../api/manage-team';

function errorToast(title: string, error: unknown) {
  toast.error(title, { description: errorMessage(error, 'Inténtalo de nuevo.') });
}

/** 'Configuración › Equipo': invite an admin, and the active, invited and deactivated members. */
export function TeamCard() {
  const query = useTeam();
  const team = query.data;
  const activeCount = team?.active.length ?? 0;
  return (
    <div className="grid gap-6">
      <InviteCard />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-lg">
            <h2 className="flex items-center gap-2">
              <UserCogIcon className="size-5 text-primary" aria-hidden="true" />
              Miembros del equipo
            </h2>
          </CardTitle>
          <CardDescription>
            Al desactivar a un miembro, sus sesiones se cierran al momento y ya no puede iniciar sesión.
            Siempre queda al menos un administrador activo.
          </CardDescription>
        </CardHeader>
        <CardContent aria-busy={query.isFetching} className="grid gap-6">
          {query.isError ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>No se pudo cargar el equipo.</AlertDescription>
            </Alert>
          ) : !team ? (
            <p className="py-6 text-center text-muted-foreground" role="status">
              Cargando equipo...
            </p>
          ) : (
            <>
              <MemberSection
                title="Administradores activos"
                members={team.active}
                activeCount={activeCount}
              />
              <InvitationSection invitations={team.invitations} />
              {team.deactivated.length > 0 && (
                <MemberSection title="Desactivados" members={team.deactivated} activeCount={activeCount} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function InviteCard() {
  const mutation = useInviteAdmin();
  const form = useZodForm(InviteAdminBody, { defaultValues: { name: '', email: '' } });
  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: ({ invitation }) => {
        toast.success('Invitación enviada', {
          description: `Hemos enviado el enlace a ${invitation.email}.`,
        });
        form.reset();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT') {
          form.setError('email', { message: error.message }, { shouldFocus: true });
          return;
        }
        errorToast('No se pudo enviar la invitación', error);
      },
    });
  });
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 className="flex items-center gap-2">
            <MailPlusIcon className="size-5 text-primary" aria-hidden="true" />
            Invitar a un administrador
          </h2>
        </CardTitle>
        <CardDescription>{TEAM_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <TextField control={form.control} name="name" label="Nombre" disabled={mutation.isPending} />
            <TextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              disabled={mutation.isPending}
            />
            <SubmitButton
              isPending={mutation.isPending}
              pendingLabel="Enviando..."
              className="sm:mt-[1.375rem]"
            >
              Enviar invitación
            </SubmitButton>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function MemberSection({
  title,
  members,
  activeCount,
}: {
  title: string;
  members: TeamMember[];
  activeCount: number;
}) {
  const [confirming, setConfirming] = useState<TeamMember | null>(null);
  const deactivate = useDeactivateMember();
  const reactivate = useReactivateMember();
  return (
    <section aria-labelledby={`team-${title}`} className="grid gap-2">
      <h3 id={`team-${title}`} className="font-semibold text-sm">
        {title} <span className="text-muted-foreground">({members.length})</span>
      </h3>
      <ul className="divide-y rounded-lg border" aria-label={title}>
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
                <span className="wrap-anywhere">{member.name}</span>
                {member.isSelf && <Badge variant="secondary">Tú</Badge>}
              </p>
              <p className="wrap-anywhere text-muted-foreground text-sm">{member.email}</p>
              <p className="text-muted-foreground text-xs">
                {member.isActive ? 'Desde ' : 'Desactivado el '}
                <time dateTime={member.since}>{formatDateEs(member.since)}</time>
                {' · '}
                {member.lastSignInAt ? (
                  <>
                    Último acceso{' '}
                    <time dateTime={member.lastSignInAt}>{formatDateTimeEs(member.lastSignInAt)}</time>
                  </>
                ) : (
                  'Sin accesos todavía'
                )}
              </p>
            </div>
            {member.isActive ? (
              <Button
                variant="outline"
                size="sm"
                className="shrink-0"
                disabled={activeCount <= 1}
                title={activeCount <= 1 ? TEAM_TEXTS.lastAdmin : undefined}
                onClick={() => setConfirming(member)}
              >
                Desactivar<span className="sr-only">: {member.name}</span>
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="shrink-0"
                disabled={reactivate.isPending}
                onClick={() =>
                  reactivate.mutate(member.id, {
                    onSuccess: () => toast.success('Miembro reactivado', { description: member.email }),
                    onError: (error) => errorToast('No se pudo reactivar', error),
                  })
                }
              >
                Reactivar<span className="sr-only">: {member.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={confirming !== null} onOpenChange={(isOpen) => !isOpen && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>¿Desactivar a {confirming?.name}?</DialogTitle>
            <DialogDescription>
              {confirming?.isSelf
                ? 'Vas a desactivar tu propia cuenta: tu sesión se cerrará ahora mismo.'
                : 'Sus sesiones se cerrarán ahora mismo y no podrá iniciar sesión hasta que lo reactives.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancelar
            </Button>
            <Button
              variant="destructive"
              disabled={deactivate.isPending}
              onClick={() => {
                const member = confirming;
                if (!member) return;
                deactivate.mutate(member.id, {
                  onSuccess: () => {
                    toast.success('Miembro desactivado', { description: member.email });
                    setConfirming(null);
                  },
                  onError: (error) => {
                    errorToast('No se pudo desactivar', error);
                    setConfirming(null);
                  },
                });
              }}
            >
              Desactivar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function InvitationSection({ invitations }: { invitations: TeamInvitation[] }) {
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
                      onError: (error) => errorToast('No se pudo reenviar', error),
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
                      onError: (error) => errorToast('No se pudo revocar', error),
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
