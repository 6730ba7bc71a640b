import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_TEXTS } from '@shared/webhooks/webhook-texts';
import { PlusIcon, WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebhooks } from '../api/get-webhooks';
import { WEBHOOK_PAGE_TEXTS as TEXTS } from '../utils/webhook-page-texts';
import { type WebhookDialog, WebhookDialogs } from './webhook-dialogs';
import { WebhookEndpointItem } from './webhook-endpoint-item';

/**
 * Configuración › Webhooks: the agency's endpoints (each with its on/off, 410 notice, events, last delivery and
 * actions) and «Añadir webhook». The dialogs (add, edit, delete, rotate, the secret shown once) live here.
 */
export function WebhooksCard() {
  const query = useWebhooks();
  const [dialog, setDialog] = useState<WebhookDialog>(null);
  const endpoints = query.data?.endpoints;
  const isFull = (endpoints?.length ?? 0) >= WEBHOOK_MAX_ENDPOINTS;
  const addButton = (
    <Button onClick={() => setDialog({ kind: 'create' })} disabled={isFull}>
      <PlusIcon aria-hidden="true" />
      {TEXTS.add}
    </Button>
  );
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">
            <h2 className="flex items-center gap-2">
              <WebhookIcon className="size-5 text-primary" aria-hidden="true" />
              {TEXTS.title}
            </h2>
          </CardTitle>
          <CardDescription>{TEXTS.description}</CardDescription>
        </div>
        {endpoints && endpoints.length > 0 && addButton}
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:px-6" aria-busy={query.isFetching}>
        {isFull && <p className="text-muted-foreground text-sm">{WEBHOOK_TEXTS.tooManyEndpoints}.</p>}
        {query.isError ? (
          <LoadError title={TEXTS.loadFailed} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
        ) : !endpoints ? (
          <div className="grid gap-3" role="status" aria-label="Cargando webhooks...">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : endpoints.length === 0 ? (
          <EmptyState icon={WebhookIcon} title={TEXTS.empty} description={TEXTS.emptyHint} headingLevel={3}>
            {addButton}
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label={TEXTS.title}>
            {endpoints.map((endpoint) => (
              <li key={endpoint.id}>
                <WebhookEndpointItem endpoint={endpoint} onDialog={setDialog} isInList />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <WebhookDialogs dialog={dialog} onChange={setDialog} />
    </Card>
  );
}
