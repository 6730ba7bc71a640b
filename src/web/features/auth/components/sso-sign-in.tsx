import { SSO_START_ERRORS, SSO_TEXTS, ssoButtonLabel, ssoErrorMessage } from '@shared/auth/sso-texts';
import { AlertCircleIcon, KeyRoundIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSsoConfig } from '../api/get-sso-config';
import { startSsoSignIn } from '../api/start-sso-sign-in';

/** Why the provider could not be reached or trusted (502/503 carry their reason), or the server's refusal. */
function startFailureMessage(error: unknown): string {
  if (isApiError(error) && Object.hasOwn(SSO_START_ERRORS, error.code)) {
    return SSO_START_ERRORS[error.code as keyof typeof SSO_START_ERRORS].message;
  }
  return errorMessage(error, SSO_TEXTS.unknown);
}

/**
 * «Entrar con SSO» under the sign-in form, when the panel has single sign-on (GET /api/auth/sso): the browser goes
 * to the agency's provider and comes back signed in on the agency's home, or to this page with the reason of a
 * refusal (SsoErrorAlert). Nothing is drawn while the settings are read or when single sign-on is off.
 */
export function SsoSignIn() {
  const config = useSsoConfig();
  const [isRedirecting, setIsRedirecting] = useState(false);
  if (!config.data?.isEnabled) return null;
  const providerName = config.data.providerName ?? 'SSO';

  const onClick = async () => {
    if (isRedirecting) return;
    setIsRedirecting(true);
    try {
      window.location.assign(await startSsoSignIn());
    } catch (error) {
      setIsRedirecting(false);
      toast.error(SSO_TEXTS.refusedTitle, { description: startFailureMessage(error) });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-muted-foreground text-xs" aria-hidden="true">
        <Separator className="flex-1" />
        {SSO_TEXTS.divider}
        <Separator className="flex-1" />
      </div>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={onClick}
        disabled={isRedirecting}
        aria-busy={isRedirecting}
        aria-describedby={config.data.isStaffSsoOnly ? 'sso-staff-hint' : undefined}
      >
        {isRedirecting ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRoundIcon aria-hidden="true" />
        )}
        {isRedirecting ? SSO_TEXTS.redirecting : ssoButtonLabel(providerName)}
      </Button>
      {config.data.isStaffSsoOnly && (
        <p id="sso-staff-hint" className="text-center text-muted-foreground text-xs">
          {SSO_TEXTS.staffOnlyHint(providerName)}
        </p>
      )}
    </div>
  );
}

/** The reason of a refused sign-in by SSO (the provider's return ends on /login?error=<code>). */
export function SsoErrorAlert({ code }: { code: string }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{SSO_TEXTS.refusedTitle}</AlertTitle>
      <AlertDescription>{ssoErrorMessage(code)}</AlertDescription>
    </Alert>
  );
}
