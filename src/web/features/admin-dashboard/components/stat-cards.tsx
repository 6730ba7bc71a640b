import { CheckCircle2Icon, type LucideIcon, PlayCircleIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminDashboard } from '../api/get-admin-dashboard';

const STATS: { key: keyof AdminDashboard['stats']; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'totalClients', label: 'Total Clientes', icon: UsersIcon, tone: 'bg-primary/10 text-primary' },
  {
    key: 'activeCampaigns',
    label: 'Campañas Activas',
    icon: PlayCircleIcon,
    tone: 'bg-success/15 text-success',
  },
  {
    key: 'completedCampaigns',
    label: 'Campañas Completadas',
    icon: CheckCircle2Icon,
    tone: 'bg-info/15 text-info',
  },
];

/** The three counts of the dashboard; skeletons while they load. */
export function StatCards({ stats }: { stats: AdminDashboard['stats'] | undefined }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-label="Resumen">
      {STATS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="py-4 sm:py-5">
            <CardContent className="flex items-center gap-4 px-5">
              <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-muted-foreground text-sm">{label}</p>
                {stats ? (
                  <p className="font-bold text-2xl tabular-nums">{stats[key]}</p>
                ) : (
                  <Skeleton className="mt-1 h-7 w-12" aria-hidden="true" />
                )}
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
