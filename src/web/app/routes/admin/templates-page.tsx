import { LayoutTemplateIcon, UploadIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTemplates } from '@/features/campaign-templates/api/get-templates';
import { TemplateList } from '@/features/campaign-templates/components/template-list';
import { TEMPLATE_PAGE_TEXTS as TEXTS } from '@/features/campaign-templates/utils/template-page-texts';
import { UploadTemplateDialog } from '../../lazy-dialogs';
import { preloadTemplateDialogs, TemplateDialogs, useTemplateDialogs } from './template-dialogs';

/** The query parameter that opens «Nueva campaña desde plantilla» for a template (`paths.admin.templates`). */
const TEMPLATE_PARAM = 'plantilla';

const preloadUpload = () => void UploadTemplateDialog.preload().catch(() => undefined);

/**
 * /admin/templates «Plantillas» (issue 33 §2): the agency's campaign templates with their size, variables and last
 * change; each can make a campaign («Usar plantilla»), be previewed, renamed or deleted. New ones come from a campaign
 * («Guardar como plantilla» in Gestión de Campañas) or from a JSON file. `?plantilla=<id>` opens «Usar plantilla».
 */
export function AdminTemplatesPage() {
  const query = useTemplates();
  const dialogs = useTemplateDialogs();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get(TEMPLATE_PARAM);
  const { open } = dialogs;

  // A link to a template's form: open it once, then drop the parameter (closing it leaves the plain list).
  useEffect(() => {
    if (!requestedId) return;
    open('use', { id: requestedId, name: '', description: null });
    setSearchParams(
      (params) => {
        params.delete(TEMPLATE_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [requestedId, open, setSearchParams]);

  const templates = query.data?.templates ?? [];
  const uploadButton = (variant: 'default' | 'outline') => (
    <Button
      variant={variant}
      onClick={() => dialogs.setUploadOpen(true)}
      onPointerEnter={preloadUpload}
      onFocus={preloadUpload}
    >
      <UploadIcon aria-hidden="true" />
      {TEXTS.upload}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader title={TEXTS.title} description={TEXTS.description} actions={uploadButton('default')} />
      {query.isPending ? (
        <p className="py-10 text-center text-muted-foreground" role="status">
          {TEXTS.loading}
        </p>
      ) : query.isError ? (
        <LoadError
          title={TEXTS.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : templates.length === 0 ? (
        <EmptyState icon={LayoutTemplateIcon} title={TEXTS.emptyTitle} description={TEXTS.emptyHint}>
          {uploadButton('outline')}
          <Button asChild variant="outline">
            <Link to={paths.admin.campaigns.getHref()}>{TEXTS.goToCampaigns}</Link>
          </Button>
        </EmptyState>
      ) : (
        <Card className="gap-4">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle className="text-lg">
              <h2>
                {TEXTS.title} <span className="text-muted-foreground">({templates.length})</span>
              </h2>
            </CardTitle>
          </CardHeader>
          {/* The row dialogs are loaded lazily: start when a row is pointed at or focused. */}
          <CardContent
            className="px-4 sm:px-6"
            aria-busy={query.isFetching}
            onPointerOver={preloadTemplateDialogs}
            onFocus={preloadTemplateDialogs}
          >
            <TemplateList templates={templates} onAction={open} />
          </CardContent>
        </Card>
      )}
      <TemplateDialogs state={dialogs} />
    </div>
  );
}
