import type { TeamMember } from '@shared/api/admin-team';
import { TEAM_TEXTS } from '@shared/api/admin-team-texts';
import { formatDateEs, formatDateTimeEs } from '@shared/dates';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeactivateMember, useReactivateMember } from '../api/manage-team';
import { teamErrorToast } from '../utils/team-error-toast';

/** One list of members (active or deactivated), each with «Desactivar» (confirmed) or «Reactivar». */
export function MemberSection({
  title,
  members,
  activeCount,
}: {
  title: string;
  members: TeamMember[];
  activeCount: number;
}) {
  const [confirming, setConfirming] = useState<TeamMember | null>(null);
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
                    onError: (error) => teamErrorToast('No se pudo reactivar', error),
                  })
                }
              >
                Reactivar<span className="sr-only">: {member.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <DeactivateMemberDialog member={confirming} onClose={() => setConfirming(null)} />
    </section>
  );
}

/** «¿Desactivar a …?»: their sessions end at once (one's own included, which it says). */
function DeactivateMemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const deactivate = useDeactivateMember();
  return (
    <Dialog open={member !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>¿Desactivar a {member?.name}?</DialogTitle>
          <DialogDescription>
            {member?.isSelf
              ? 'Vas a desactivar tu propia cuenta: tu sesión se cerrará ahora mismo.'
              : 'Sus sesiones se cerrarán ahora mismo y no podrá iniciar sesión hasta que lo reactives.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onClose()}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            disabled={deactivate.isPending}
            onClick={() => {
              if (!member) return;
              deactivate.mutate(member.id, {
                onSuccess: () => {
                  toast.success('Miembro desactivado', { description: member.email });
                  onClose();
                },
                onError: (error) => {
                  teamErrorToast('No se pudo desactivar', error);
                  onClose();
                },
              });
            }}
          >
            Desactivar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
