import { NavLink } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const SECTIONS = [
  { label: 'General', to: paths.admin.settings.getHref() },
  { label: 'Equipo', to: paths.admin.settingsTeam.getHref() },
  { label: 'Seguridad', to: paths.admin.settingsSecurity.getHref() },
  { label: 'Webhooks', to: paths.admin.settingsWebhooks.getHref() },
] as const;

/** Configuración's title and its sections (General, Equipo, Seguridad, Webhooks), each a route of its own. */
export function SettingsHeader() {
  return (
    <div className="grid gap-4">
      <PageHeader title="Configuración" />
      <nav aria-label="Secciones de configuración">
        <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {SECTIONS.map(({ label, to }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-9 items-center rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isActive
                      ? 'bg-background text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
