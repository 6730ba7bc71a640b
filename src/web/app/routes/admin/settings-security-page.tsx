import { AuditLogCard } from '@/features/admin-security/components/audit-log-card';
import { SettingsHeader } from './settings-sections';

/** /admin/settings/security, Configuración › Seguridad: the audit log. */
export function SettingsSecurityPage() {
  return (
    <div className="space-y-6">
      <SettingsHeader />
      <AuditLogCard />
    </div>
  );
}
