import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@shared/webhooks/webhook-events';
import { Badge } from '@/components/ui/badge';

/** How many event names a list row shows before «+N». */
const SHOWN = 3;

/**
 * The events an endpoint subscribes to: «Todos los eventos», or the first three by name and «+N más» (whose
 * names a screen reader hears, and a pointer sees in its tooltip).
 */
export function EventChips({
  types,
  isFull = false,
}: {
  types: readonly WebhookEventType[];
  isFull?: boolean;
}) {
  if (types.length >= WEBHOOK_EVENT_TYPES.length) {
    return <Badge variant="secondary">Todos los eventos</Badge>;
  }
  const shown = isFull ? types : types.slice(0, SHOWN);
  const rest = types.slice(shown.length).map((type) => WEBHOOK_EVENT_LABELS[type]);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Eventos">
      {shown.map((type) => (
        <li key={type}>
          <Badge variant="secondary" title={type}>
            {WEBHOOK_EVENT_LABELS[type]}
          </Badge>
        </li>
      ))}
      {rest.length > 0 && (
        <li>
          <Badge variant="outline" title={rest.join(', ')}>
            <span aria-hidden="true">+{rest.length} más</span>
            <span className="sr-only">y además: {rest.join(', ')}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
