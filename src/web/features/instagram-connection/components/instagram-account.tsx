import { formatDateEs } from '@shared/dates';
import type { InstagramConnection } from '@shared/instagram/instagram-connection';
import { TriangleAlertIcon, UnplugIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { accountTypeLabel, INSTAGRAM_UI_TEXTS as TEXTS } from '../instagram-texts';
import { ConnectInstagramButton } from './connect-instagram-button';
import { DisconnectInstagramDialog } from './disconnect-instagram-dialog';

/**
 * The account's picture, or its initial when it has none or it does not load (Instagram's addresses expire, and
 * the panel's Content-Security-Policy may not allow their host). Decorative: the name is written beside it.
 */
function InstagramAvatar({ url, username }: { url: string | null; username: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial =
    username
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .charAt(0)
      .toUpperCase() || '?';
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        width={48}
        height={48}
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(url)}
        className="size-12 shrink-0 rounded-full border bg-muted object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-lg text-primary"
    >
      {initial}
    </span>
  );
}

/**
 * A connected account: who it is (picture, @name, business or creator), until when the panel may use it and who
 * connected it, «Reconectar» and «Desconectar». When Instagram refused its permission, a warning says why first,
 * with «Reconectar» as the main action.
 */
export function InstagramAccount({
  clientId,
  connection,
}: {
  clientId: string;
  connection: InstagramConnection;
}) {
  const [isDisconnectOpen, setIsDisconnectOpen] = useState(false);
  const needsReconnect = connection.status === 'reconnect';
  const isBusiness = connection.accountType === 'BUSINESS';
  return (
    <div className="grid gap-4">
      {needsReconnect && (
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{TEXTS.reconnectTitle}</AlertTitle>
          <AlertDescription className="text-foreground">
            {connection.statusReason && <p>{connection.statusReason}</p>}
            <ConnectInstagramButton clientId={clientId} isReconnect className="mt-2 h-11 sm:h-10" />
          </AlertDescription>
        </Alert>
      )}
      <div className="flex min-w-0 items-center gap-3">
        <InstagramAvatar url={connection.profilePictureUrl} username={connection.username} />
        <div className="min-w-0">
          <p className="truncate font-medium" translate="no">
            @{connection.username}
          </p>
          <p className="text-muted-foreground text-sm">{accountTypeLabel(connection.accountType)}</p>
        </div>
      </div>
      <div className="grid gap-1 text-muted-foreground text-sm">
        <p>{isBusiness ? TEXTS.businessNote : TEXTS.creatorNote}</p>
        {!needsReconnect && <p>{TEXTS.validUntil(formatDateEs(connection.tokenExpiresAt))}</p>}
        <p>{TEXTS.connectedBy(connection.connectedByName, formatDateEs(connection.connectedAt))}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {!needsReconnect && (
          <ConnectInstagramButton
            clientId={clientId}
            isReconnect
            variant="outline"
            className="h-11 sm:h-10"
          />
        )}
        <Button
          variant="outline"
          className="h-11 text-destructive hover:bg-destructive/10 hover:text-destructive sm:h-10"
          onClick={() => setIsDisconnectOpen(true)}
        >
          <UnplugIcon aria-hidden="true" />
          {TEXTS.disconnect}
        </Button>
      </div>
      <DisconnectInstagramDialog
        clientId={clientId}
        username={connection.username}
        open={isDisconnectOpen}
        onOpenChange={setIsDisconnectOpen}
      />
    </div>
  );
}
