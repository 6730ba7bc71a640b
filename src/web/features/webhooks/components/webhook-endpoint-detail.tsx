import { ArrowLeftIcon, WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWebhook } from '../api/get-webhook';
import { endpointName } from '../utils/endpoint-name';
import { WEBHOOK_PAGE_TEXTS as TEXTS } from '../utils/webhook-page-texts';
import { WebhookDeliveries } from './webhook-deliveries';
import { type WebhookDialog, WebhookDialogs } from './webhook-dialogs';
import { WebhookEndpointItem } from './webhook-endpoint-item';

function BackLink() {
  return (
    <Button asChild variant="outline" size="sm" className="w-fit">
      <Link to={paths.admin.settingsWebhooks.getHref()}>
        <ArrowLeftIcon aria-hidden="true" />
        {TEXTS.back}
      </Link>
    </Button>
  );
}

function NotFound() {
  useDocumentTitle(TEXTS.notFound);
  return (
    <EmptyState icon={WebhookIcon} title={TEXTS.notFound} description={TEXTS.notFoundHint}>
      <BackLink />
    </EmptyState>
  );
}

/**
 * One endpoint (Configuración › Webhooks › its page): the endpoint with its actions, then its deliveries. After a
 * deletion it goes back to the list.
 */
export function WebhookEndpointDetail({ endpointId }: { endpointId: string }) {
  const query = useWebhook(endpointId);
  const [dialog, setDialog] = useState<WebhookDialog>(null);
  const navigate = useNavigate();
  const endpoint = query.data;
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFound />;
  return (
    <div className="grid min-w-0 gap-6">
      <BackLink />
      {query.isError ? (
        <LoadError title={TEXTS.loadFailed} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
      ) : !endpoint ? (
        <div className="grid gap-4" role="status" aria-label="Cargando webhook...">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <>
          <PageHeader title={`Webhook: ${endpointName(endpoint)}`} className="wrap-anywhere" />
          <WebhookEndpointItem endpoint={endpoint} onDialog={setDialog} />
          <WebhookDeliveries endpointId={endpoint.id} />
          <WebhookDialogs
            dialog={dialog}
            onChange={setDialog}
            onDeleted={() => navigate(paths.admin.settingsWebhooks.getHref(), { replace: true })}
          />
        </>
      )}
    </div>
  );
}
