import { formatDateEs } from '@shared/dates';
import { UserRoundIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Profile } from '@/lib/session/get-me';

const ROLE_LABELS: Record<Profile['role'], string> = { admin: 'Administrador', client: 'Cliente' };

/** The account block of 'Mi Perfil' (spec section 2): e-mail, role and member since (es-ES, or 'N/A'). */
export function AccountInfoCard({ profile }: { profile: Profile | null }) {
  const memberSince = profile?.createdAt ? formatDateEs(profile.createdAt) : '';
  const rows = [
    { label: 'Email', value: profile?.email || 'N/A' },
    { label: 'Rol', value: profile ? ROLE_LABELS[profile.role] : 'N/A' },
    { label: 'Miembro desde', value: memberSince || 'N/A' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserRoundIcon className="size-5 text-primary" aria-hidden="true" />
          <h2>Información de la cuenta</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          {rows.map(({ label, value }) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="wrap-anywhere font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
