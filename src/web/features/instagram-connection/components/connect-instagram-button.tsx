import { Loader2Icon, LogInIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useStartInstagramConnect } from '../api/start-instagram-connect';
import { INSTAGRAM_UI_TEXTS as TEXTS } from '../instagram-texts';

/**
 * «Conectar con Instagram» / «Reconectar»: asks the panel for Instagram's authorization page, then sends the browser
 * there (Instagram brings it back to this page with `?instagram=`). It stays busy until the page is left; a refusal
 * (no Meta app configured, the client is gone) or a lost connection is a toast, and it can be pressed again.
 */
export function ConnectInstagramButton({
  clientId,
  isReconnect = false,
  variant,
  className,
}: {
  clientId: string;
  isReconnect?: boolean;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const mutation = useStartInstagramConnect();
  const [isLeaving, setIsLeaving] = useState(false);
  const isBusy = mutation.isPending || isLeaving;

  // Back from Instagram through the browser's cache («Atrás»): the page is shown as it was left, busy; free it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function connect() {
    mutation.mutate(clientId, {
      onSuccess: ({ authorizeUrl }) => {
        setIsLeaving(true);
        window.location.assign(authorizeUrl);
      },
      onError: (error) => {
        toast.error(TEXTS.connectFailed, { description: errorMessage(error, TEXTS.connectFailed) });
      },
    });
  }

  const Icon = isBusy ? Loader2Icon : isReconnect ? RefreshCwIcon : LogInIcon;
  return (
    <Button variant={variant} className={className} disabled={isBusy} aria-busy={isBusy} onClick={connect}>
      <Icon className={isBusy ? 'animate-spin' : undefined} aria-hidden="true" />
      {isBusy ? TEXTS.opening : isReconnect ? TEXTS.reconnect : TEXTS.connect}
    </Button>
  );
}
