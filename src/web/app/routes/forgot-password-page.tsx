import { PASSWORD_RESET_TEXTS } from '@shared/auth/password-reset-texts';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /forgot-password: asks for a reset link. Once sent, the same confirmation for any address
 * («Te hemos enviado un enlace si la dirección está registrada»), which takes the focus for screen readers.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(PASSWORD_RESET_TEXTS.requestTitle);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) noticeRef.current?.focus();
  }, [sentTo]);

  return (
    <AuthCardPage
      title={PASSWORD_RESET_TEXTS.requestTitle}
      description={sentTo ? undefined : PASSWORD_RESET_TEXTS.requestDescription}
    >
      <div className="grid gap-5">
        {sentTo ? (
          <Alert role="status" ref={noticeRef} tabIndex={-1} className="outline-none">
            <MailCheckIcon aria-hidden="true" />
            <AlertTitle>{PASSWORD_RESET_TEXTS.sentTitle}</AlertTitle>
            <AlertDescription>
              <p>{PASSWORD_RESET_TEXTS.sentMessage}</p>
              <p className="break-all font-medium text-foreground">{sentTo}</p>
              <p>{PASSWORD_RESET_TEXTS.sentHint}</p>
            </AlertDescription>
          </Alert>
        ) : (
          <ForgotPasswordForm onSent={setSentTo} />
        )}
        <Button asChild variant="ghost" className="justify-self-center">
          <Link to={paths.login.getHref()}>
            <ArrowLeftIcon aria-hidden="true" />
            {PASSWORD_RESET_TEXTS.backToLogin}
          </Link>
        </Button>
      </div>
    </AuthCardPage>
  );
}
