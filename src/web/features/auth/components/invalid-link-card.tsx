import { ArrowLeftIcon, LinkIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCardPage } from './auth-card-page';

/**
 * The page of a link that no longer works (an invitation, a password reset, an approval): why, in an alert that
 * takes the focus so a screen reader says it at once, an optional way forward, and the way back to sign-in.
 */
export function InvalidLinkCard({
  title,
  message,
  action,
  backLabel = 'Ir a iniciar sesión',
}: {
  title: string;
  message: string;
  /** A button placed before the way back (e.g. asking for a new link). */
  action?: ReactNode;
  backLabel?: string;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => alertRef.current?.focus(), []);
  return (
    <AuthCardPage title={title}>
      <div className="grid gap-5">
        <Alert variant="destructive" ref={alertRef} tabIndex={-1} className="outline-none">
          <LinkIcon aria-hidden="true" />
          <AlertDescription>{message}</AlertDescription>
        </Alert>
        {action}
        <Button asChild variant="ghost" className="justify-self-center">
          <Link to={paths.login.getHref()}>
            <ArrowLeftIcon aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      </div>
    </AuthCardPage>
  );
}
