import type { AdminClient } from '@shared/clients/admin-client';
import { formatDateEs } from '@shared/dates';
import { MailIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ClientStatusBadge } from '@/components/status/client-status-badge';
import { paths } from '@/config/paths';
import { RowActions } from './row-actions';

type Props = {
  clients: AdminClient[];
  onDelete(client: AdminClient): void;
};

/** The rows of 'Clientes (n)': brand, status, contact, e-mail, creation date and Ver / Editar / Eliminar. */
export function ClientList({ clients, onDelete }: Props) {
  return (
    <ul className="divide-y" aria-label="Clientes">
      {clients.map((client) => (
        <li
          key={client.id}
          className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={paths.admin.client.getHref(client.id)}
                className="wrap-anywhere rounded-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {client.brandName}
              </Link>
              <ClientStatusBadge status={client.status} />
            </div>
            <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <UserIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Contacto: </span>
              <span className="truncate">{client.name}</span>
            </p>
            <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <MailIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Email: </span>
              <span className="truncate">{client.email}</span>
            </p>
            <p className="text-muted-foreground text-xs">Creado el {formatDateEs(client.createdAt)}</p>
          </div>
          <RowActions
            label={client.brandName}
            view={{ href: paths.admin.client.getHref(client.id) }}
            editHref={paths.admin.editClient.getHref(client.id)}
            onDelete={() => onDelete(client)}
          />
        </li>
      ))}
    </ul>
  );
}
