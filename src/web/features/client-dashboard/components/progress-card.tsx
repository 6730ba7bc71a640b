import type { ClientOverviewResponse } from '@shared/api/client-area/stories';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CircularProgress } from '@/components/ui/circular-progress';

/** The client's progress over all their campaigns: the ring and the counts behind it. */
export function ProgressCard({
  progress,
  overdueTotal,
  dueTodayCount,
}: {
  progress: ClientOverviewResponse['progress'];
  overdueTotal: number;
  dueTodayCount: number;
}) {
  const stats = [
    { label: 'Historias publicadas', value: `${progress.postedStories} de ${progress.totalStories}` },
    { label: 'Campañas en curso', value: `${progress.activeCampaigns} de ${progress.totalCampaigns}` },
    { label: 'Atrasadas', value: String(overdueTotal), tone: overdueTotal > 0 ? 'text-destructive' : '' },
    { label: 'Para hoy', value: String(dueTodayCount) },
  ];
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Progreso general</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-6 sm:flex-row lg:flex-col">
        <CircularProgress value={progress.percentage} label="Progreso general de tus campañas">
          <span className="font-bold text-2xl tabular-nums">{progress.percentage}%</span>
          <span className="text-muted-foreground text-xs">completado</span>
        </CircularProgress>
        <dl className="grid w-full grid-cols-2 gap-3 text-sm">
          {stats.map(({ label, value, tone }) => (
            <div key={label} className="rounded-lg bg-muted/60 px-3 py-2">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className={`font-semibold tabular-nums ${tone ?? ''}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
