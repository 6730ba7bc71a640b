import { FolderOpenIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { useClientCampaigns } from '@/features/client-campaigns/api/get-client-campaigns';
import { AiBanner } from '@/features/client-campaigns/components/ai-banner';
import { CampaignCard } from '@/features/client-campaigns/components/campaign-card';
import { CreateWithAiButton } from '@/features/client-campaigns/components/create-with-ai-button';
import { AiWizardDialog } from '../../lazy-dialogs';

export const CLIENT_CAMPAIGNS_TEXTS = {
  title: 'Mis Campañas',
  subtitle: 'Gestiona y supervisa tus campañas de Instagram Stories',
  loading: 'Cargando campañas...',
  empty: 'No hay campañas disponibles',
  createFirst: 'Crear Mi Primera Campaña',
  loadError: 'No se pudieron cargar las campañas',
} as const;

/**
 * /dashboard/campaigns 'Mis Campañas' (spec section 2): the AI banner and the grid of the client's campaigns. Both
 * AI entries open the 'Crear Campaña con IA' wizard.
 */
export function ClientCampaignsPage() {
  const query = useClientCampaigns();
  const [isWizardOpen, setWizardOpen] = useState(false);
  // The wizard is loaded lazily and mounted from its first opening on (it keeps its steps between openings).
  const [hasOpenedWizard, setHasOpenedWizard] = useState(false);
  const openWizard = () => {
    setHasOpenedWizard(true);
    setWizardOpen(true);
  };
  const preloadWizard = () => void AiWizardDialog.preload();
  return (
    // Both ways into the wizard are on this page: start loading it as soon as the page is pointed at or focused.
    // biome-ignore lint/a11y/noStaticElementInteractions: only starts a download; nothing happens for the user
    <div className="grid grid-cols-1 gap-6" onPointerOver={preloadWizard} onFocus={preloadWizard}>
      <PageHeader title={CLIENT_CAMPAIGNS_TEXTS.title} description={CLIENT_CAMPAIGNS_TEXTS.subtitle} />
      <AiBanner onCreate={openWizard} />
      {hasOpenedWizard && (
        <Suspense fallback={null}>
          <AiWizardDialog open={isWizardOpen} onOpenChange={setWizardOpen} />
        </Suspense>
      )}
      {query.isPending ? (
        <FullPageStatus message={CLIENT_CAMPAIGNS_TEXTS.loading} className="min-h-64" />
      ) : query.isError ? (
        <LoadError
          title={CLIENT_CAMPAIGNS_TEXTS.loadError}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.campaigns.length === 0 ? (
        <EmptyState
          icon={FolderOpenIcon}
          title={CLIENT_CAMPAIGNS_TEXTS.empty}
          description="Tu agencia publicará aquí tus campañas. También puedes crear una tú mismo con nuestro agente de IA."
        >
          <CreateWithAiButton label={CLIENT_CAMPAIGNS_TEXTS.createFirst} onClick={openWizard} />
        </EmptyState>
      ) : (
        <section aria-label="Campañas">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.campaigns.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard campaign={campaign} today={query.data.today} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
