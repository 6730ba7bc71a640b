import { TEAM_TEXTS } from '@shared/api/admin-team-texts';
import { MailPlusIcon } from 'lucide-react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useInviteAdmin } from '../api/manage-team';
import { teamErrorToast } from '../utils/team-error-toast';

/** «Invitar a un administrador»: name and e-mail; an e-mail already in the team is refused on its field. */
export function InviteCard() {
  const mutation = useInviteAdmin();
  const form = useZodForm(() => import('@shared/api/admin-team').then((m) => m.InviteAdminBody), {
    defaultValues: { name: '', email: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: ({ invitation }) => {
        toast.success('Invitación enviada', {
          description: `Hemos enviado el enlace a ${invitation.email}.`,
        });
        form.reset();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT') {
          form.setError('email', { message: error.message }, { shouldFocus: true });
          return;
        }
        teamErrorToast('No se pudo enviar la invitación', error);
      },
    });
  });
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 className="flex items-center gap-2">
            <MailPlusIcon className="size-5 text-primary" aria-hidden="true" />
            Invitar a un administrador
          </h2>
        </CardTitle>
        <CardDescription>{TEAM_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <TextField control={form.control} name="name" label="Nombre" disabled={mutation.isPending} />
            <TextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              disabled={mutation.isPending}
            />
            <SubmitButton
              isPending={mutation.isPending}
              pendingLabel="Enviando..."
              className="sm:mt-[1.375rem]"
            >
              Enviar invitación
            </SubmitButton>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
