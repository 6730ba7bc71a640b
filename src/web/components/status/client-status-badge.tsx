import { CLIENT_STATUS_LABELS, type ClientStatus } from '@shared/domain/statuses';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const STYLES: Record<ClientStatus, string> = {
  active: 'border-transparent bg-success/15 text-success',
  inactive: 'border-transparent bg-muted text-muted-foreground',
  pending: 'border-transparent bg-warning/15 text-amber-800',
};

/** The client status (admin spec section 4): Activo, Inactivo, Pendiente. */
export function ClientStatusBadge({ status, className }: { status: ClientStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[status], className)}>
      {CLIENT_STATUS_LABELS[status]}
    </Badge>
  );
}
