import type { ClientCampaignSummary } from '@shared/clients/admin-client';
import { formatDateEs } from '@shared/dates';
import { PlusIcon } from 'lucide-react';
import { PageNav } from '@/components/layout/page-nav';
import { CampaignStatusBadge } from '@/components/status/campaign-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DaysProgress } from './days-progress';
import { RowActions } from './row-actions';

type Props = {
  /** One page of the client's campaigns. */
  campaigns: ClientCampaignSummary[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onView(campaign: ClientCampaignSummary): void;
  onDelete(campaign: ClientCampaignSummary): void;
  onCreate(): void;
};

/**
 * 'Campañas (n)' of the client detail, 10 a page: each campaign with status, description, dates, days progress and
 * actions, and the pages when there are more.
 */
export function ClientCampaignsCard({
  campaigns,
  total,
  page,
  pageSize,
  onPageChange,
  onView,
  onDelete,
  onCreate,
}: Props) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Campañas ({total})</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {total === 0 ? (
          <div className="flex flex-col items-center gap-4 py-8 text-center">
            <p className="text-muted-foreground">Este cliente no tiene campañas aún.</p>
            <Button variant="outline" onClick={onCreate}>
              <PlusIcon aria-hidden="true" />
              Crear Primera Campaña
            </Button>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Campañas del cliente">
            {campaigns.map((campaign) => (
              <li
                key={campaign.id}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 lg:flex-row lg:items-center lg:justify-between"
              >
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="wrap-anywhere font-semibold">{campaign.title}</h3>
                    <CampaignStatusBadge status={campaign.status} />
                  </div>
                  <p className="line-clamp-2 text-muted-foreground text-sm">
                    {campaign.description?.trim() ? campaign.description : 'Sin descripción'}
                  </p>
                  <p className="text-muted-foreground text-xs tabular-nums">
                    Inicio: {formatDateEs(campaign.startDate)}
                    {campaign.endDate ? ` · Fin: ${formatDateEs(campaign.endDate)}` : ''}
                  </p>
                  <DaysProgress
                    completed={campaign.completedDays}
                    total={campaign.totalDays}
                    className="max-w-xs"
                  />
                </div>
                <RowActions
                  label={campaign.title}
                  view={{ onClick: () => onView(campaign) }}
                  editHref={paths.admin.editCampaign.getHref(campaign.id)}
                  onDelete={() => onDelete(campaign)}
                />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <PageNav
            label="Paginación de campañas"
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            className="mt-4 border-t pt-4"
          />
        )}
      </CardContent>
    </Card>
  );
}
