import type { AdminClient } from '@shared/clients/admin-client';
import { CLIENT_TEXTS } from '@shared/clients/client-texts';
import { PlusIcon } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SearchInput } from '@/components/forms/search-input';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useClients } from '@/features/admin-clients/api/get-clients';
import { ClientList } from '@/features/admin-clients/components/client-list';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DeleteClientDialog } from '../../lazy-dialogs';

/** Wait after the last keystroke before the search runs on the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/clients 'Gestión de Clientes': the client list, most recent first, searched on the server by name,
 * brand or e-mail (case-insensitive). The search is kept in the URL (?q=), so coming back keeps it.
 */
export function ClientsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(() => searchParams.get('q') ?? '');
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [toDelete, setToDelete] = useState<AdminClient | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  // The URL follows every keystroke at once (a delayed write could undo a click on a row made meanwhile);
  // only the server request waits for typing to pause.
  function changeSearch(text: string) {
    setSearchText(text);
    setSearchParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
  }

  const query = useClients({ q: debouncedSearch });
  useEffect(() => {
    if (query.isError) toast.error(CLIENT_TEXTS.listLoadError);
  }, [query.isError]);

  const clients = query.data?.clients ?? [];
  const isSearching = debouncedSearch !== '';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gestión de Clientes"
        description="Las marcas de la agencia, sus datos de contacto y su acceso al panel."
        actions={
          <Button asChild>
            <Link to={paths.admin.newClient.getHref()}>
              <PlusIcon aria-hidden="true" />
              Nuevo Cliente
            </Link>
          </Button>
        }
      />
      <Card className="gap-4">
        <CardHeader className="gap-4">
          <CardTitle className="text-lg">
            <h2>Clientes ({query.data?.total ?? 0})</h2>
          </CardTitle>
          <SearchInput
            className="max-w-md"
            label="Buscar clientes"
            value={searchText}
            onValueChange={changeSearch}
            placeholder="Buscar por nombre, marca o email..."
          />
        </CardHeader>
        {/* The delete dialog is loaded lazily: start when a row is pointed at or focused. */}
        <CardContent
          aria-busy={query.isFetching}
          onPointerOver={() => void DeleteClientDialog.preload()}
          onFocus={() => void DeleteClientDialog.preload()}
        >
          {query.isPending ? (
            <p className="py-10 text-center text-muted-foreground" role="status">
              Cargando clientes...
            </p>
          ) : clients.length === 0 ? (
            <div className="flex flex-col items-center gap-4 py-10 text-center">
              <p className="text-muted-foreground" role="status">
                No se encontraron clientes.
              </p>
              {!isSearching && (
                <Button asChild variant="outline">
                  <Link to={paths.admin.newClient.getHref()}>
                    <PlusIcon aria-hidden="true" />
                    Crear Primer Cliente
                  </Link>
                </Button>
              )}
            </div>
          ) : (
            <>
              <ClientList clients={clients} onDelete={openDelete} />
              {query.data && query.data.total > clients.length && (
                <p className="mt-4 text-center text-muted-foreground text-sm">
                  Se muestran {clients.length} de {query.data.total} clientes. Usa la búsqueda para encontrar
                  el resto.
                </p>
              )}
            </>
          )}
        </CardContent>
      </Card>
      {toDelete && (
        <Suspense fallback={null}>
          <DeleteClientDialog client={toDelete} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
        </Suspense>
      )}
    </div>
  );

  function openDelete(client: AdminClient) {
    setToDelete(client);
    setIsDeleteOpen(true);
  }
}
