import { useCallback, useEffect } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminCampaigns } from '@/features/admin-campaigns/api/get-admin-campaigns';
import { CampaignFilters } from '@/features/admin-campaigns/components/campaign-filters';
import { CampaignPager } from '@/features/admin-campaigns/components/campaign-pager';
import { CampaignCards, CampaignsTable } from '@/features/admin-campaigns/components/campaigns-table';
import { useCampaignListSearch } from '@/features/admin-campaigns/hooks/use-campaign-list-search';
import { useUrlSearchBox } from '@/features/admin-campaigns/hooks/use-url-search-box';
import { CampaignRowDialogs, preloadCampaignRowDialogs, useCampaignRowDialogs } from './campaign-row-dialogs';

/** Wait after the last keystroke before the search runs on the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/campaigns 'Gestión de Campañas': search by client brand, status filter and pages of 10, all run on
 * the server; the state is kept in the URL. A load failure shows the empty list and is only logged (spec 8).
 */
export function AdminCampaignsPage() {
  const { search, update, searchFor } = useCampaignListSearch();
  const commitSearch = useCallback(
    (q: string, { replace }: { replace: boolean }) => update({ q, page: 1 }, { replace }),
    [update],
  );
  const [searchText, setSearchText] = useUrlSearchBox(search.q, commitSearch, SEARCH_DEBOUNCE_MS);
  const rowDialogs = useCampaignRowDialogs();

  const query = useAdminCampaigns(search);
  const { error } = query;
  useEffect(() => {
    if (error) console.error('No se pudieron cargar las campañas', error);
  }, [error]);

  const data = query.isError ? undefined : query.data;
  const campaigns = data?.campaigns ?? [];
  const isLoading = query.isPending && !query.isError;

  return (
    <div className="space-y-6">
      <PageHeader title="Gestión de Campañas" description="Todas las campañas de tus clientes." />
      <Card className="gap-4">
        <CardHeader className="gap-4 px-4 sm:px-6">
          <CardTitle className="text-lg">
            Campañas{data ? <span className="text-muted-foreground"> ({data.total})</span> : null}
          </CardTitle>
          <CampaignFilters
            searchText={searchText}
            onSearchTextChange={setSearchText}
            status={search.status}
            onStatusChange={(status) => update({ status, page: 1 })}
          />
        </CardHeader>
        {/* The row dialogs are loaded lazily: start when a row is pointed at or focused. */}
        <CardContent
          className="space-y-4 px-4 sm:px-6"
          aria-busy={query.isFetching}
          onPointerOver={preloadCampaignRowDialogs}
          onFocus={preloadCampaignRowDialogs}
        >
          {isLoading ? (
            <p className="py-10 text-center text-muted-foreground" role="status">
              Cargando campañas...
            </p>
          ) : campaigns.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground" role="status">
              No se encontraron campañas
            </p>
          ) : (
            <>
              <CampaignsTable campaigns={campaigns} onAction={rowDialogs.open} />
              <CampaignCards campaigns={campaigns} onAction={rowDialogs.open} />
            </>
          )}
          {data && (
            <>
              {data.pageCount > 0 && (
                <p className="text-center text-muted-foreground text-sm" aria-live="polite">
                  Página {data.page} de {data.pageCount} · {data.total}{' '}
                  {data.total === 1 ? 'campaña' : 'campañas'}
                </p>
              )}
              <CampaignPager
                page={data.page}
                pageCount={data.pageCount}
                searchFor={(page) => searchFor({ page })}
              />
            </>
          )}
        </CardContent>
      </Card>
      <CampaignRowDialogs dialogs={rowDialogs.dialogs} setOpen={rowDialogs.setOpen} />
    </div>
  );
}
