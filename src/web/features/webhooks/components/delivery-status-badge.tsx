import type { WebhookDeliveryStatus } from '@shared/api/webhooks';
import { CheckCircle2Icon, ClockIcon, Loader2Icon, XCircleIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { DELIVERY_STATUS_LABELS } from '../utils/webhook-page-texts';

const VARIANT = {
  pending: 'outline',
  sending: 'secondary',
  succeeded: 'success',
  failed: 'destructive',
} as const satisfies Record<WebhookDeliveryStatus, string>;

const ICON = {
  pending: ClockIcon,
  sending: Loader2Icon,
  succeeded: CheckCircle2Icon,
  failed: XCircleIcon,
} as const;

/** A delivery's state: Pendiente, Enviando, Entregado, Fallido (an icon as well as a colour). */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const Icon = ICON[status];
  return (
    <Badge variant={VARIANT[status]}>
      <Icon className={status === 'sending' ? 'animate-spin' : undefined} aria-hidden="true" />
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
