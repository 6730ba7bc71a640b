import { PASSWORD_RESET_TEXTS } from '@shared/auth/password-reset-texts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResetTokenCheck } from '@/features/auth/api/check-reset-token';
import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import { InvalidLinkCard } from '@/features/auth/components/invalid-link-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /reset-password?token=…, the page a reset e-mail links to: the new password (the rules of «Cambiar contraseña»),
 * then /login with a toast. A link without a token, or one the server says is dead (used, expired, unknown: asked as
 * the page opens, and again by the submit), shows why and offers a new one.
 */
export function ResetPasswordPage() {
  useDocumentTitle(PASSWORD_RESET_TEXTS.resetTitle);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const [isRefused, setIsRefused] = useState(false);
  // The link is checked as the page opens, so a dead one says so before anyone types a password; the submit still
  // finds out on its own if the check could not answer.
  const check = useResetTokenCheck(token);
  const isInvalid = token === '' || isRefused || check.data?.valid === false;

  const onSuccess = () => {
    toast.success(PASSWORD_RESET_TEXTS.successTitle, {
      description: PASSWORD_RESET_TEXTS.successDescription,
    });
    navigate(paths.login.getHref(), { replace: true });
  };

  if (isInvalid) return <InvalidLink />;
  return (
    <AuthCardPage title={PASSWORD_RESET_TEXTS.resetTitle} description={PASSWORD_RESET_TEXTS.resetDescription}>
      <ResetPasswordForm token={token} onSuccess={onSuccess} onInvalidLink={() => setIsRefused(true)} />
    </AuthCardPage>
  );
}

function InvalidLink() {
  return (
    <InvalidLinkCard
      title={PASSWORD_RESET_TEXTS.invalidLinkTitle}
      message={PASSWORD_RESET_TEXTS.invalidLink}
      backLabel={PASSWORD_RESET_TEXTS.backToLogin}
      action={
        <Button asChild size="lg" className="w-full">
          <Link to={paths.forgotPassword.getHref()}>{PASSWORD_RESET_TEXTS.requestNewLink}</Link>
        </Button>
      }
    />
  );
}
