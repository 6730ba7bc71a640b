import { formatDateEs } from '@shared/dates';
import { UserRoundIcon } from 'lucide-react';
import type { Profile } from '@/lib/session/get-me';
import { ProfileSection } from './profile-section';

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
    <ProfileSection icon={UserRoundIcon} title="Información de la cuenta">
      <dl className="grid gap-4 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="wrap-anywhere font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}
