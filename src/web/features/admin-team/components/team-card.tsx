import { UserCogIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useTeam } from '../api/get-team';
import { InvitationSection } from './invitation-section';
import { InviteCard } from './invite-card';
import { MemberSection } from './member-section';

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
