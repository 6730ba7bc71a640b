import { TeamCard } from '@/features/admin-team/components/team-card';
import { SettingsHeader } from './settings-sections';

/** /admin/settings/team, Configuración › Equipo. */
export function SettingsTeamPage() {
  return (
    <div className="space-y-6">
      <SettingsHeader />
      <TeamCard />
    </div>
  );
}
