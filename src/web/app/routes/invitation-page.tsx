import { TEAM_TEXTS } from '@shared/api/admin-team-texts';
import { canSubmitNewPassword } from '@shared/auth/password-policy';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '@/components/forms/submit-button';
import { loadNewPasswordFormValues } from '@/components/password/load-new-password-values';
import { NewPasswordFields } from '@/components/password/new-password-fields';
import { Form } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useAcceptInvitation, useInvitation } from '@/features/auth/api/accept-invitation';
import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import { InvalidLinkCard } from '@/features/auth/components/invalid-link-card';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * /invitation?token=…, the page an invitation e-mail links to: who is invited, then the password (the rules of
 * «Cambiar contraseña»), then /login with a toast. A dead link (used, revoked, expired, unknown) says so.
 */
export function InvitationPage() {
  useDocumentTitle(TEAM_TEXTS.invitationTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useInvitation(token);

  if (token === '' || invitation.isError) return <InvalidInvitation />;
  if (!invitation.data) {
    return (
      <AuthCardPage title={TEAM_TEXTS.invitationTitle}>
        <p className="text-center text-muted-foreground" role="status">
          Comprobando la invitación...
        </p>
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage title={TEAM_TEXTS.invitationTitle} description={TEAM_TEXTS.invitationDescription}>
      <div className="grid gap-5">
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          Hola, <strong>{invitation.data.name}</strong>. Tu email de acceso será{' '}
          <strong className="wrap-anywhere">{invitation.data.email}</strong>.
        </p>
        <AcceptForm token={token} />
      </div>
    </AuthCardPage>
  );
}

function AcceptForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const mutation = useAcceptInvitation();
  const form = useZodForm(loadNewPasswordFormValues, {
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const confirmation = useWatch({ control: form.control, name: 'confirmation' });
  const canSubmit = canSubmitNewPassword(newPassword, confirmation) && !mutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(TEAM_TEXTS.acceptedTitle, { description: TEAM_TEXTS.acceptedDescription });
          navigate(paths.login.getHref(), { replace: true });
        },
        onError: (error) => {
          const description = isApiError(error) ? error.message : 'Inténtalo de nuevo.';
          toast.error('No se pudo crear la cuenta', { description });
        },
      },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <NewPasswordFields control={form.control} disabled={mutation.isPending} />
        <SubmitButton
          isPending={mutation.isPending}
          pendingLabel={TEAM_TEXTS.invitationPending}
          size="lg"
          disabled={!canSubmit}
          className="w-full"
        >
          {TEAM_TEXTS.invitationSubmit}
        </SubmitButton>
      </form>
    </Form>
  );
}

function InvalidInvitation() {
  return <InvalidLinkCard title={TEAM_TEXTS.invalidLinkTitle} message={TEAM_TEXTS.invalidLink} />;
}
