import type { AdminClient } from '@shared/clients/admin-client';
import { CLIENT_TEXTS } from '@shared/clients/client-texts';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useClient } from '@/features/admin-clients/api/get-client';
import { useUpdateClient } from '@/features/admin-clients/api/update-client';
import { ClientForm, type ClientFormFields } from '@/features/admin-clients/components/client-form';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerIssues } from '@/lib/use-zod-form';

function toFormValues(client: AdminClient): ClientFormFields {
  return {
    name: client.name,
    brandName: client.brandName,
    email: client.email,
    phone: client.phone ?? '',
    industry: client.industry ?? '',
    description: client.description ?? '',
    timeZone: client.timeZone ?? '',
    status: client.status,
    proofRequired: client.proofRequired,
  };
}

/**
 * /admin/clients/:id/edit 'Editar Cliente': on success back to the client detail; if the client cannot be
 * loaded, 'No se pudo cargar el cliente.' and back to the list (spec sections 2 and 8).
 */
export function EditClientPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useClient(id);
  const update = useUpdateClient();

  useEffect(() => {
    if (!query.isError) return;
    toast.error(CLIENT_TEXTS.editLoadError);
    navigate(paths.admin.clients.getHref(), { replace: true });
  }, [query.isError, navigate]);

  const client = query.data?.client;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Editar Cliente" description={client ? client.brandName : undefined} />
      <Card>
        <CardContent>
          {client ? (
            <ClientForm
              key={client.id}
              mode="edit"
              defaultValues={toFormValues(client)}
              isSubmitting={update.isPending}
              submitLabel="Guardar Cambios"
              submittingLabel="Guardando..."
              onCancel={() => navigate(paths.admin.client.getHref(client.id))}
              onSubmit={(input, form) =>
                update.mutate(
                  { clientId: client.id, input },
                  {
                    onSuccess: () => {
                      toast.success(CLIENT_TEXTS.updated, {
                        description: `Los datos de ${input.brandName} se han guardado.`,
                      });
                      navigate(paths.admin.client.getHref(client.id));
                    },
                    onError: (error) => {
                      applyServerIssues(form, error, { shouldFocus: true });
                      toast.error('Error', { description: errorMessage(error, CLIENT_TEXTS.updateFallback) });
                    },
                  },
                )
              }
            />
          ) : (
            <div className="grid gap-5" role="status" aria-label="Cargando cliente...">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-20" />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
