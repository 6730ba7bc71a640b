import {
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
} from '@shared/api/client-area/limits';
import type { UpdateOwnClientBody } from '@shared/api/client-area/profile';
import { StoreIcon } from 'lucide-react';
import { useMemo } from 'react';
import { IndustryField } from '@/components/forms/industry-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import type { CurrentClient } from '@/lib/session/get-current-client';
import { useUpdateCurrentClient } from '@/lib/session/update-current-client';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { PROFILE_TEXTS } from '../texts';
import { ProfileSection } from './profile-section';

type FormValues = { name: string; brandName: string; phone: string; industry: string; description: string };

function toFormValues(client: CurrentClient | null): FormValues {
  return {
    name: client?.name ?? '',
    brandName: client?.brandName ?? '',
    phone: client?.phone ?? '',
    industry: client?.industry ?? '',
    description: client?.description ?? '',
  };
}

/**
 * The personal-info block of 'Mi Perfil' (spec sections 2 and 8): contact name, brand, phone, industry and
 * description of the client record. Name and brand may not be emptied (the server refuses it, and the same
 * shared schema says so here first); the other fields are optional.
 */
export function PersonalInfoForm({ client }: { client: CurrentClient | null }) {
  const mutation = useUpdateCurrentClient();
  const values = useMemo(() => toFormValues(client), [client]);
  const form = useZodForm<typeof UpdateOwnClientBody, FormValues>(
    () => import('@shared/api/client-area/profile').then((m) => m.UpdateOwnClientBody),
    {
      // Follows the record when it (re)loads, without overwriting what the user is typing.
      values,
      resetOptions: { keepDirtyValues: true },
    },
  );
  const isBusy = mutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (!client) {
      toast.error(PROFILE_TEXTS.errorTitle, { description: PROFILE_TEXTS.clientNotFound });
      return;
    }
    mutation.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        toast.success(PROFILE_TEXTS.profileUpdated);
      },
      onError: (error) => {
        if (!isApiError(error)) {
          console.error(error);
          toast.error(PROFILE_TEXTS.unexpectedTitle, { description: PROFILE_TEXTS.unexpectedDescription });
          return;
        }
        if (error.status === 404) {
          toast.error(PROFILE_TEXTS.errorTitle, { description: PROFILE_TEXTS.clientNotFound });
          return;
        }
        applyServerIssues(form, error);
        toast.error(PROFILE_TEXTS.errorTitle, {
          description: error.status === 400 ? error.message : PROFILE_TEXTS.profileUpdateFailed,
        });
      },
    });
  });

  return (
    <ProfileSection
      icon={StoreIcon}
      title="Información personal"
      description="Los datos de contacto y de tu marca."
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Información personal">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="name"
              label="Nombre de contacto"
              autoComplete="name"
              maxLength={PROFILE_NAME_MAX_LENGTH}
              disabled={isBusy}
            />
            <TextField
              control={form.control}
              name="brandName"
              label="Nombre de la marca"
              autoComplete="organization"
              maxLength={PROFILE_NAME_MAX_LENGTH}
              disabled={isBusy}
            />
            <TextField
              control={form.control}
              name="phone"
              label="Teléfono"
              type="tel"
              autoComplete="tel"
              maxLength={PROFILE_PHONE_MAX_LENGTH}
              disabled={isBusy}
            />
            <IndustryField control={form.control} disabled={isBusy} />
          </div>
          <TextareaField
            control={form.control}
            name="description"
            label="Descripción"
            rows={4}
            maxLength={PROFILE_DESCRIPTION_MAX_LENGTH}
            placeholder="Qué hace tu marca y qué la hace diferente"
            disabled={isBusy}
          />
          <div>
            <SubmitButton isPending={isBusy} pendingLabel="Guardando..." className="w-full sm:w-auto">
              Guardar cambios
            </SubmitButton>
          </div>
        </form>
      </Form>
    </ProfileSection>
  );
}
