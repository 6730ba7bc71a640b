import { formatDateEs } from '@shared/dates';
import { Link } from 'react-router';
import { CampaignStatusBadge } from '@/components/status/campaign-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import type { AdminCampaignListItem } from '../api/get-admin-campaigns';
import { CampaignProgress } from './campaign-progress';
import { type CampaignRowAction, CampaignRowActions } from './campaign-row-actions';

type Props = {
  campaigns: AdminCampaignListItem[];
  onAction(action: CampaignRowAction, campaign: AdminCampaignListItem): void;
};

/** From 768 px: the table of the spec (Campaña, Cliente, Inicio, Fin, Estado, Progreso, Acciones). */
export function CampaignsTable({ campaigns, onAction }: Props) {
  return (
    <Table className="hidden md:table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Campaña</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Inicio</TableHead>
          <TableHead>Fin</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead>Progreso</TableHead>
          <TableHead>Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id}>
            <TableCell className="max-w-64 font-medium">
              <Link
                to={paths.admin.campaign.getHref(campaign.id)}
                className="line-clamp-2 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {campaign.title}
              </Link>
            </TableCell>
            <TableCell className="max-w-48">
              <Link
                to={paths.admin.client.getHref(campaign.client.id)}
                className="line-clamp-2 rounded-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {campaign.client.brandName}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatDateEs(campaign.startDate)}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDateEs(campaign.endDate)}</TableCell>
            <TableCell>
              <CampaignStatusBadge status={campaign.status} />
            </TableCell>
            <TableCell>
              <CampaignProgress
                posted={campaign.postedStories}
                total={campaign.totalStories}
                skipped={campaign.skippedStories}
              />
            </TableCell>
            <TableCell>
              <CampaignRowActions campaign={campaign} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Under 768 px the table becomes a list of cards with the same facts and actions. */
export function CampaignCards({ campaigns, onAction }: Props) {
  return (
    <ul className="divide-y md:hidden" aria-label="Campañas">
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="space-y-3 py-4 first:pt-0 last:pb-0">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 space-y-0.5">
              <Link
                to={paths.admin.campaign.getHref(campaign.id)}
                className="block wrap-anywhere font-medium hover:underline"
              >
                {campaign.title}
              </Link>
              <Link
                to={paths.admin.client.getHref(campaign.client.id)}
                className="block wrap-anywhere text-muted-foreground text-sm hover:underline"
              >
                {campaign.client.brandName}
              </Link>
            </div>
            <CampaignStatusBadge status={campaign.status} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <div>
              <dt className="text-muted-foreground text-xs">Inicio</dt>
              <dd className="tabular-nums">{formatDateEs(campaign.startDate)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">Fin</dt>
              <dd className="tabular-nums">{formatDateEs(campaign.endDate)}</dd>
            </div>
          </dl>
          {/* Seven actions and the bar do not fit one line of a 390 px phone: the actions go below it, on the right. */}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-28 flex-1">
              <p className="mb-1 text-muted-foreground text-xs">Progreso</p>
              <CampaignProgress
                posted={campaign.postedStories}
                total={campaign.totalStories}
                skipped={campaign.skippedStories}
              />
            </div>
            <div className="ml-auto">
              <CampaignRowActions campaign={campaign} onAction={onAction} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
