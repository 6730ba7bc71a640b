import { CalendarSyncIcon, CopyIcon, EyeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AdminCampaignListItem } from '../api/get-admin-campaigns';

/** Ver, Editar, Mover fechas, Duplicar and Eliminar of one campaign; each names the campaign for screen readers. */
export function CampaignRowActions({
  campaign,
  onMove,
  onDuplicate,
  onDelete,
}: {
  campaign: AdminCampaignListItem;
  onMove(campaign: AdminCampaignListItem): void;
  onDuplicate(campaign: AdminCampaignListItem): void;
  onDelete(campaign: AdminCampaignListItem): void;
}) {
  return (
    <div className="flex items-center gap-1">
      <Button asChild variant="ghost" size="icon" title="Ver">
        <Link to={paths.admin.campaign.getHref(campaign.id)} aria-label={`Ver campaña ${campaign.title}`}>
          <EyeIcon aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon" title="Editar">
        <Link
          to={paths.admin.editCampaign.getHref(campaign.id)}
          aria-label={`Editar campaña ${campaign.title}`}
        >
          <PencilIcon aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title="Mover fechas"
        aria-label={`Mover fechas de la campaña ${campaign.title}`}
        onClick={() => onMove(campaign)}
      >
        <CalendarSyncIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title="Duplicar"
        aria-label={`Duplicar campaña ${campaign.title}`}
        onClick={() => onDuplicate(campaign)}
      >
        <CopyIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title="Eliminar"
        aria-label={`Eliminar campaña ${campaign.title}`}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(campaign)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
