import { useId } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useInstagramConnection } from '../api/get-instagram-connection';
import { useInstagramOutcome } from '../hooks/use-instagram-outcome';
import { INSTAGRAM_UI_TEXTS as TEXTS } from '../instagram-texts';
import { ConnectInstagramButton } from './connect-instagram-button';
import { InstagramAccount } from './instagram-account';

/**
 * The «Instagram» card of the client page (issue 32): without a Meta app configured, why not and where the guide
 * is; with one, what connecting gives and «Conectar con Instagram»; once connected, the account
 * (InstagramAccount). It also says how a connection that just came back from Instagram ended (`?instagram=`).
 */
export function InstagramCard({ clientId }: { clientId: string }) {
  const headingId = useId();
  const query = useInstagramConnection(clientId);
  useInstagramOutcome();

  return (
    <Card className="gap-4" aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 id={headingId}>{TEXTS.title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <InstagramCardBody clientId={clientId} query={query} />
      </CardContent>
    </Card>
  );
}

function InstagramCardBody({
  clientId,
  query,
}: {
  clientId: string;
  query: ReturnType<typeof useInstagramConnection>;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-2">
        <p role="status" className="sr-only">
          {TEXTS.loading}
        </p>
        <Skeleton className="h-12 w-48" aria-hidden="true" />
        <Skeleton className="h-4 w-64 max-w-full" aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={TEXTS.loadError}
        description={null}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const { available, connection } = query.data;
  if (connection) {
    return (
      <div className="grid gap-4">
        <InstagramAccount clientId={clientId} connection={connection} />
        {/* Connected before the app's keys were removed: reconnecting would be refused until they are back. */}
        {!available && <NotConfigured />}
      </div>
    );
  }
  if (!available) return <NotConfigured />;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 text-sm">
        <p>{TEXTS.notConnected}</p>
        <p className="text-muted-foreground">{TEXTS.benefits}</p>
      </div>
      <ConnectInstagramButton clientId={clientId} className="h-11 w-full sm:h-10 sm:w-fit" />
    </div>
  );
}

/** Why there is no «Conectar con Instagram», and where the guide to configure it is. */
function NotConfigured() {
  return (
    <div className="grid gap-1 text-muted-foreground text-sm">
      <p>{TEXTS.notConfigured}</p>
      <p>
        {TEXTS.docsLabel}{' '}
        <code className="rounded bg-muted px-1 py-0.5 text-xs" translate="no">
          {TEXTS.docsPath}
        </code>
      </p>
    </div>
  );
}
