import { formatDateEs } from '@shared/dates';
import { isDayComplete } from '@shared/domain/day-status';
import { CheckCircle2Icon, CircleIcon, ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CampaignStatusBadge } from '@/components/status/campaign-status-badge';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCampaignOverview } from '../api/get-campaign-overview';
import { DaysProgress } from './days-progress';

/**
 * The campaign detail modal of the client detail ('Ver'): summary, dates, progress by days (with the rounded
 * percentage) and each day's stories posted, with a link to the full campaign screen.
 */
export function CampaignOverviewDialog({
  campaignId,
  onClose,
}: {
  campaignId: string | null;
  onClose(): void;
}) {
  const query = useCampaignOverview(campaignId);
  const campaign = query.data?.campaign;
  const completedDays = campaign?.days.filter((day) =>
    isDayComplete(
      day.stories.filter((s) => s.isPosted).length,
      day.stories.length,
      day.stories.filter((s) => s.isSkipped).length,
    ),
  ).length;

  return (
    <Dialog open={campaignId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6">{campaign?.title ?? 'Detalles de la campaña'}</DialogTitle>
          <DialogDescription>
            {campaign ? (campaign.description ?? 'Sin descripción') : 'Resumen y progreso de la campaña.'}
          </DialogDescription>
        </DialogHeader>

        {query.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>No se pudieron cargar los detalles de la campaña.</AlertDescription>
          </Alert>
        ) : !campaign ? (
          <div className="grid gap-3" role="status" aria-label="Cargando detalles de la campaña...">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-16" />
            <Skeleton className="h-32" />
          </div>
        ) : (
          <div className="grid gap-5">
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              <div className="space-y-1">
                <dt className="text-muted-foreground">Estado</dt>
                <dd>
                  <CampaignStatusBadge status={campaign.status} />
                </dd>
              </div>
              <div className="space-y-1">
                <dt className="text-muted-foreground">Cliente</dt>
                <dd className="font-medium">{campaign.client.brandName}</dd>
              </div>
              <div className="space-y-1">
                <dt className="text-muted-foreground">Inicio</dt>
                <dd className="font-medium tabular-nums">{formatDateEs(campaign.startDate)}</dd>
              </div>
              <div className="space-y-1">
                <dt className="text-muted-foreground">Fin</dt>
                <dd className="font-medium tabular-nums">{formatDateEs(campaign.endDate)}</dd>
              </div>
            </dl>
            <div className="space-y-2">
              <h3 className="font-medium text-sm">Progreso por días</h3>
              <DaysProgress completed={completedDays ?? 0} total={campaign.days.length} showPercent />
              <p className="text-muted-foreground text-xs">
                {campaign.postedStories} de {campaign.totalStories} historias publicadas
              </p>
            </div>
            {campaign.days.length > 0 && (
              <div className="space-y-2">
                <h3 className="font-medium text-sm">Días</h3>
                <ul className="max-h-64 divide-y overflow-y-auto rounded-md border text-sm">
                  {campaign.days.map((day) => {
                    const posted = day.stories.filter((s) => s.isPosted).length;
                    const skipped = day.stories.filter((s) => s.isSkipped).length;
                    const isComplete = isDayComplete(posted, day.stories.length, skipped);
                    const StatusIcon = isComplete ? CheckCircle2Icon : CircleIcon;
                    return (
                      <li key={day.id} className="flex items-center gap-3 px-3 py-2">
                        <StatusIcon
                          className={
                            isComplete
                              ? 'size-4 shrink-0 text-success'
                              : 'size-4 shrink-0 text-muted-foreground'
                          }
                          aria-label={isComplete ? 'Completado' : 'Pendiente'}
                        />
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">
                            {day.title} · <span className="tabular-nums">{formatDateEs(day.date)}</span>
                          </p>
                          {day.theme && <p className="truncate text-muted-foreground text-xs">{day.theme}</p>}
                        </div>
                        <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums">
                          {posted}/{day.stories.length} historias
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </div>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
          {campaignId && (
            <Button asChild>
              <Link to={paths.admin.campaign.getHref(campaignId)}>
                <ExternalLinkIcon aria-hidden="true" />
                Ver campaña completa
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
