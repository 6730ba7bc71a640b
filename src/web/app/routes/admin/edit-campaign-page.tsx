import { CAMPAIGN_EDIT_TEXTS } from '@shared/campaigns/campaign-edit-texts';
import { Link, useNavigate, useParams } from 'react-router';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useUpdateCampaign } from '@/features/admin-campaigns/api/update-campaign';
import { CampaignEditForm } from '@/features/admin-campaigns/components/campaign-edit-form';
import { useCampaign } from '@/features/campaign-detail/api/get-campaign';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyServerIssues } from '@/lib/use-zod-form';

/**
 * /admin/campaigns/:id/edit 'Editar Campaña': the agency changes the title, the description, the status
 * (Activa, Completada, Pausada, Borrador) and whether stories need the client's approval before «Marcar publicada»;
 * on success back to the campaign with a toast.
 */
export function EditCampaignPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCampaign(id);
  const update = useUpdateCampaign();

  if (query.isPending) return <FullPageStatus message="Cargando campaña..." className="min-h-[50vh]" />;
  if (query.isError) {
    const isNotFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="mx-auto grid max-w-3xl gap-4 py-10 text-center">
        <h1 className="font-semibold text-xl">
          {isNotFound ? 'Campaña no encontrada' : 'No se pudo cargar la campaña'}
        </h1>
        <Button asChild variant="outline" className="mx-auto w-fit">
          <Link to={paths.admin.campaigns.getHref()}>Volver a campañas</Link>
        </Button>
      </div>
    );
  }
  const { campaign } = query.data;
  const campaignHref = paths.admin.campaign.getHref(campaign.id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={CAMPAIGN_EDIT_TEXTS.title} description={campaign.client.brandName} />
      <Card>
        <CardContent>
          <CampaignEditForm
            key={campaign.id}
            campaignId={campaign.id}
            defaultValues={{
              title: campaign.title,
              description: campaign.description ?? '',
              status: campaign.status,
              requiresApproval: campaign.requiresApproval,
              approvalFrom: 'tomorrow',
            }}
            isSubmitting={update.isPending}
            onCancel={() => navigate(campaignHref)}
            onSubmit={(values, form) =>
              update.mutate(
                {
                  campaignId: campaign.id,
                  // The choice of when approval starts counts only when it is being turned on.
                  input:
                    values.requiresApproval && !campaign.requiresApproval
                      ? values
                      : { ...values, approvalFrom: undefined },
                },
                {
                  onSuccess: () => {
                    toast.success(CAMPAIGN_EDIT_TEXTS.saved, { description: values.title.trim() });
                    navigate(campaignHref);
                  },
                  onError: (error) => {
                    const message = isApiError(error) ? error.message : CAMPAIGN_EDIT_TEXTS.saveFailed;
                    applyServerIssues(form, error);
                    toast.error(CAMPAIGN_EDIT_TEXTS.saveFailed, { description: message });
                  },
                },
              )
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
