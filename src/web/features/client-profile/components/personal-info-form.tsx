import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
} from '@shared/api/client-area/common';
import { UpdateOwnClientBody } from '@shared/api/client-area/profile';
import { Loader2Icon, StoreIcon } from 'lucide-react';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { IndustryField } from '@/components/forms/industry-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import type { CurrentClient } from '@/lib/session/get-current-client';
import { useUpdateCurrentClient } from '@/lib/session/update-current-client';
import { PROFILE_TEXTS } from '../texts';

type FormValues = { name: string; brandName: string; phone: string; industry: string; description: string };
type FieldName = keyof FormValues;
const FIELD_NAMES: readonly FieldName[] = ['name', 'brandName', 'phone', 'industry', 'description'];

function toFormValues(client: CurrentClient | null): FormValues {
  return {
    name: client?.name ?? '',
    brandName: client?.brandName ?? '',
    phone: client?.phone ?? '',
    industry: client?.industry ?? '',
    description: client?.description ?? '',
  };
}

function isFieldName(value: string): value is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(value);
}

/**
 * The personal-info block of 'Mi Perfil' (spec sections 2 and 8): contact name, brand, phone, industry and
 * description of the client record. Name and brand may not be emptied (the server refuses it, and the same
 * shared schema says so here first); the other fields are optional.
 */
export function PersonalInfoForm({ client }: { client: CurrentClient | null }) {
  const mutation = useUpdateCurrentClient();
  const values = useMemo(() => toFormValues(client), [client]);
  const form = useForm<FormValues, unknown, UpdateOwnClientBody>({
    // The form's strings are a narrower type than the schema's input (which also accepts null).
    resolver: zodResolver(UpdateOwnClientBody) as Resolver<FormValues, unknown, UpdateOwnClientBody>,
    // Follows the record when it (re)loads, without overwriting what the user is typing.
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const isBusy = mutation.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!client) {
      toast.error(PROFILE_TEXTS.errorTitle, { description: PROFILE_TEXTS.clientNotFound });
      return;
    }
    try {
      const saved = await mutation.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(PROFILE_TEXTS.profileUpdated);
    } catch (error) {
      if (!isApiError(error)) {
        console.error(error);
        toast.error(PROFILE_TEXTS.unexpectedTitle, { description: PROFILE_TEXTS.unexpectedDescription });
        return;
      }
      if (error.status === 404) {
        toast.error(PROFILE_TEXTS.errorTitle, { description: PROFILE_TEXTS.clientNotFound });
        return;
      }
      for (const issue of error.issues ?? []) {
        const name = issue.path.split('.').at(-1) ?? '';
        if (isFieldName(name)) form.setError(name, { message: issue.message });
      }
      toast.error(PROFILE_TEXTS.errorTitle, {
        description: error.status === 400 ? error.message : PROFILE_TEXTS.profileUpdateFailed,
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <StoreIcon className="size-5 text-primary" aria-hidden="true" />
          <h2>Información personal</h2>
        </CardTitle>
        <CardDescription>Los datos de contacto y de tu marca.</CardDescription>
      </CardHeader>
      <CardContent>
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
              <Button type="submit" disabled={isBusy} className="w-full sm:w-auto">
                {isBusy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {isBusy ? 'Guardando...' : 'Guardar cambios'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
