import {
  isCredentialError,
  isLockoutError,
  LOGIN_TEXTS,
  mapLoginError,
  normaliseEmail,
} from '@shared/auth/login-errors';
import { LOGIN_MAX_ATTEMPTS } from '@shared/constants';
import { EyeIcon, EyeOffIcon, Loader2Icon, LockIcon, LogInIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { logSecurityEvent, maskEmail } from '@/lib/security-log';
import { toast } from '@/lib/toast';
import { type SignInResult, signIn } from '../api/sign-in';
import { isLoginLocked, loginAttempts, useLoginAttempts } from '../stores/login-attempts';

/**
 * A refused sign-in: counted when the credentials were wrong (the fifth locks the form), logged (masked e-mail) and
 * told in the spec's toast; a server lockout locks the form too, and anything unexpected gets the critical toast.
 */
function reportLoginFailure(error: unknown, maskedEmail: string) {
  if (!isApiError(error) || error.status === 0) {
    console.error(LOGIN_TEXTS.unexpectedCritical, error);
    toast.error(LOGIN_TEXTS.unexpectedTitle, { description: LOGIN_TEXTS.unexpectedDescription });
    return;
  }
  if (isLockoutError(error)) {
    loginAttempts.lockFromServer();
    logSecurityEvent('login_locked', { email: maskedEmail, by: 'server' });
    toast.error(LOGIN_TEXTS.lockedTitle, { description: LOGIN_TEXTS.lockedDescription });
    return;
  }
  const count = isCredentialError(error) ? loginAttempts.recordFailure() : loginAttempts.get().failures;
  if (error.status === 429) logSecurityEvent('login_rate_limited', { email: maskedEmail, code: error.code });
  logSecurityEvent('login_failure', { email: maskedEmail, code: error.code, failures: count });
  if (count >= LOGIN_MAX_ATTEMPTS) {
    logSecurityEvent('login_locked', { email: maskedEmail, by: 'client', failures: count });
    toast.error(LOGIN_TEXTS.lockedTitle, { description: LOGIN_TEXTS.lockedDescription });
    return;
  }
  const { title, description } = mapLoginError(error);
  toast.error(title, { description });
}

/** The password with «Mostrar contraseña» / «Ocultar contraseña». */
function PasswordInput({ id }: { id: string }) {
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder="Tu contraseña"
        className="pr-11"
        name="password"
      />
      <button
        type="button"
        onClick={() => setIsPasswordVisible((visible) => !visible)}
        aria-label={isPasswordVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        aria-pressed={isPasswordVisible}
        aria-controls={id}
        className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {isPasswordVisible ? (
          <EyeOffIcon className="size-4" aria-hidden="true" />
        ) : (
          <EyeIcon className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

/**
 * The sign-in form (spec sections 2, 5 and 8): both fields required, e-mail normalised, errors mapped to the
 * spec's Spanish toasts, and after 5 wrong-credential failures (or a server lockout) the form is disabled until
 * reload. Other refusals (inactive account, expired temporary password, rate limit, server error) show their
 * toast without counting.
 */
export function LoginForm({ onSuccess }: { onSuccess: (result: SignInResult) => void | Promise<void> }) {
  const { failures, isLocked } = useLoginAttempts();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const lockedNoticeId = useId();

  // A plain form (no form library): the first page stays light. Values are read on submit.
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting || isLoginLocked(loginAttempts.get())) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    if (!email.trim() || !password) {
      toast.error(LOGIN_TEXTS.requiredFieldsTitle, { description: LOGIN_TEXTS.requiredFieldsDescription });
      return;
    }
    const maskedEmail = maskEmail(normaliseEmail(email));
    logSecurityEvent('login_attempt', { email: maskedEmail, attempt: loginAttempts.get().failures + 1 });

    setIsSubmitting(true);
    let result: SignInResult;
    try {
      result = await signIn({ email, password });
    } catch (error) {
      setIsSubmitting(false);
      reportLoginFailure(error, maskedEmail);
      return;
    }
    loginAttempts.reset();
    logSecurityEvent('login_success', { email: maskedEmail });
    toast.success(LOGIN_TEXTS.successTitle, { description: LOGIN_TEXTS.successDescription });
    try {
      await onSuccess(result);
    } finally {
      setIsSubmitting(false);
    }
  };

  const remaining = LOGIN_MAX_ATTEMPTS - failures;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-describedby={isLocked ? lockedNoticeId : undefined}
    >
      {isLocked && (
        <Alert variant="destructive" id={lockedNoticeId}>
          <LockIcon aria-hidden="true" />
          <AlertTitle>{LOGIN_TEXTS.lockedTitle}</AlertTitle>
          <AlertDescription>{LOGIN_TEXTS.lockedNotice}</AlertDescription>
        </Alert>
      )}
      <fieldset disabled={isLocked} className="grid gap-5 disabled:opacity-70">
        <legend className="sr-only">Datos de acceso</legend>
        <div className="grid gap-2">
          <Label htmlFor={emailId}>Email</Label>
          <Input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="tu@email.com"
            name="email"
          />
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Label htmlFor={passwordId}>Contraseña</Label>
            <Link
              to={paths.forgotPassword.getHref()}
              className="rounded-sm text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              ¿Olvidaste tu contraseña?
            </Link>
          </div>
          <PasswordInput id={passwordId} />
        </div>
        {failures > 0 && !isLocked && (
          <p className="text-muted-foreground text-xs" aria-live="polite">
            {remaining === 1 ? 'Te queda 1 intento.' : `Te quedan ${remaining} intentos.`}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || isLocked}>
          {isSubmitting ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <LogInIcon aria-hidden="true" />
          )}
          {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </Button>
      </fieldset>
    </form>
  );
}
