import {
  BookmarkPlusIcon,
  CalendarSyncIcon,
  CopyIcon,
  DownloadIcon,
  EyeIcon,
  type LucideIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AdminCampaignListItem } from '../api/get-admin-campaigns';

/** What a campaign's row opens: each a dialog of the page. */
export type CampaignRowAction = 'move' | 'duplicate' | 'save-as-template' | 'export' | 'delete';

const DIALOG_ACTIONS: readonly {
  action: CampaignRowAction;
  title: string;
  label(title: string): string;
  icon: LucideIcon;
}[] = [
  {
    action: 'move',
    title: 'Mover fechas',
    label: (t) => `Mover fechas de la campaña ${t}`,
    icon: CalendarSyncIcon,
  },
  { action: 'duplicate', title: 'Duplicar', label: (t) => `Duplicar campaña ${t}`, icon: CopyIcon },
  {
    action: 'save-as-template',
    title: 'Guardar como plantilla',
    label: (t) => `Guardar como plantilla la campaña ${t}`,
    icon: BookmarkPlusIcon,
  },
  { action: 'export', title: 'Exportar', label: (t) => `Exportar campaña ${t}`, icon: DownloadIcon },
];

/**
 * Ver, Editar, Mover fechas, Duplicar, Guardar como plantilla, Exportar and Eliminar of one campaign; each names the
 * campaign for screen readers.
 */
export function CampaignRowActions({
  campaign,
  onAction,
}: {
  campaign: AdminCampaignListItem;
  onAction(action: CampaignRowAction, campaign: AdminCampaignListItem): void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-1 md:max-w-44 md:justify-start 2xl:max-w-none">
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
      {DIALOG_ACTIONS.map(({ action, title, label, icon: Icon }) => (
        <Button
          key={action}
          variant="ghost"
          size="icon"
          title={title}
          aria-label={label(campaign.title)}
          onClick={() => onAction(action, campaign)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <Button
        variant="ghost"
        size="icon"
        title="Eliminar"
        aria-label={`Eliminar campaña ${campaign.title}`}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onAction('delete', campaign)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
