import { normaliseEmail } from '@shared/auth/login-errors';
import { isPlainEmail, PASSWORD_RESET_TEXTS } from '@shared/auth/password-reset-texts';
import { MailIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * '¿Olvidaste tu contraseña?': the e-mail of the account. The server answers the same whether or not the address
 * is registered, so `onSent` always gets the same confirmation; a malformed address is refused here, and a rate
 * limit or a server error is a toast.
 */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const mutation = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const errorId = useId();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const email = normaliseEmail(String(new FormData(event.currentTarget).get('email') ?? ''));
    const problem = !email
      ? PASSWORD_RESET_TEXTS.emailRequired
      : isPlainEmail(email)
        ? null
        : PASSWORD_RESET_TEXTS.emailInvalid;
    setError(problem);
    if (problem) return;
    mutation.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (err) => {
        if (isApiError(err) && err.code === 'INVALID_EMAIL') {
          setError(err.message);
          return;
        }
        const description =
          isApiError(err) && err.status === 429
            ? PASSWORD_RESET_TEXTS.tooManyRequests
            : isApiError(err)
              ? err.message
              : PASSWORD_RESET_TEXTS.failureDescription;
        toast.error(PASSWORD_RESET_TEXTS.failureTitle, { description });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="tu@email.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={mutation.isPending}
        />
        <p id={errorId} aria-live="polite" className="min-h-5 text-destructive text-sm">
          {error ?? ''}
        </p>
      </div>
      <SubmitButton
        isPending={mutation.isPending}
        pendingLabel={PASSWORD_RESET_TEXTS.requestPending}
        size="lg"
        className="w-full"
      >
        <MailIcon aria-hidden="true" />
        {PASSWORD_RESET_TEXTS.requestSubmit}
      </SubmitButton>
    </form>
  );
}
