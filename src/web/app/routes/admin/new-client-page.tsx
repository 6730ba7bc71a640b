import { CLIENT_TEXTS } from '@shared/clients/client-texts';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCreateClient } from '@/features/admin-clients/api/create-client';
import { ClientForm } from '@/features/admin-clients/components/client-form';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerIssues } from '@/lib/use-zod-form';

/** Spec section 6 and 8: the create errors, each as a destructive toast titled Error. */
function createErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Debes estar autenticado para crear clientes.';
    if (error.status === 403 && error.code === 'FORBIDDEN')
      return 'Solo los administradores pueden crear clientes.';
  }
  return errorMessage(error, CLIENT_TEXTS.createFallback);
}

/**
 * /admin/clients/new 'Nuevo Cliente': creates the client with its login user and sends the credentials. On
 * success it goes to the list, with a warning toast when the credentials e-mail could not be sent yet.
 */
export function NewClientPage() {
  const navigate = useNavigate();
  const creation = useCreateClient();
  const toList = () => navigate(paths.admin.clients.getHref());

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Nuevo Cliente"
        description="Crea la ficha de la marca. Se creará su usuario y se le enviarán las credenciales de acceso por email."
      />
      <Card>
        <CardContent>
          <ClientForm
            mode="create"
            isSubmitting={creation.isPending}
            submitLabel="Crear Cliente"
            submittingLabel="Creando..."
            onCancel={toList}
            onSubmit={({ status: _status, ...input }, form) =>
              creation.mutate(input, {
                onSuccess: (result) => {
                  if (result.credentials.delivered) {
                    toast.success(CLIENT_TEXTS.createdTitle, {
                      description: `Se han enviado las credenciales de acceso a ${result.client.email}.`,
                    });
                  } else {
                    toast.warning(CLIENT_TEXTS.createdWarningTitle, {
                      description: CLIENT_TEXTS.createdWarningDescription,
                    });
                  }
                  toList();
                },
                onError: (error) => {
                  applyServerIssues(form, error, { shouldFocus: true });
                  toast.error('Error', { description: createErrorMessage(error) });
                },
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
