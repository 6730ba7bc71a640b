import {
  ADMIN_CAMPAIGN_TEXTS,
  CAMPAIGN_DELETE_WORD,
  isCampaignDeletionConfirmed,
} from '@shared/campaigns/admin-campaigns';
import { useState } from 'react';
import { TypedConfirmationContent } from '@/components/typed-confirmation-content';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteCampaign } from '../api/delete-campaign';

export type DeleteCampaignDialogProps = {
  campaign: { id: string; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called after the campaign is gone (the dialog has already asked to close). */
  onDeleted?(): void;
};

/**
 * The delete-campaign dialog (admin spec sections 2, 4, 5, 8): the confirm button is enabled only once ELIMINAR is
 * typed (issue 29: a short word, not a title of up to 200 characters); it cannot be closed while deleting; without a
 * session it says 'No hay sesión activa' inline. The server checks the word again.
 */
export function DeleteCampaignDialog({ campaign, open, onOpenChange, onDeleted }: DeleteCampaignDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so the typed text and errors start empty every time. */}
      {open && (
        <DeleteCampaignContent campaign={campaign} onOpenChange={onOpenChange} onDeleted={onDeleted} />
      )}
    </Dialog>
  );
}

function DeleteCampaignContent({
  campaign,
  onOpenChange,
  onDeleted,
}: Omit<DeleteCampaignDialogProps, 'open'>) {
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteCampaign();

  function confirm(typed: string) {
    setError(null);
    deletion.mutate(
      { campaignId: campaign.id, confirmationTitle: typed },
      {
        onSuccess: () => {
          toast.success(ADMIN_CAMPAIGN_TEXTS.deleted, {
            description: `La campaña «${campaign.title}» y todos sus días e historias se han eliminado.`,
          });
          onOpenChange(false);
          onDeleted?.();
        },
        onError: (cause) => {
          if (isApiError(cause) && cause.status === 401) {
            setError(ADMIN_CAMPAIGN_TEXTS.noSession);
            return;
          }
          const message = isApiError(cause) ? cause.message : undefined;
          setError(message ?? ADMIN_CAMPAIGN_TEXTS.deleteFailed);
          toast.error(ADMIN_CAMPAIGN_TEXTS.deleteFailed, message ? { description: message } : undefined);
        },
      },
    );
  }

  return (
    <TypedConfirmationContent
      title="Eliminar campaña"
      description={
        <>
          Vas a eliminar de forma permanente la campaña{' '}
          <strong className="break-words text-foreground">{campaign.title}</strong>.
        </>
      }
      warning="Se eliminarán todos sus días e historias, publicadas o no. Esta acción no se puede deshacer."
      expected={CAMPAIGN_DELETE_WORD}
      isConfirmed={(typed) => isCampaignDeletionConfirmed(typed, campaign.title)}
      error={error}
      onTypedChange={() => setError(null)}
      confirmLabel="Eliminar Campaña"
      isPending={deletion.isPending}
      onConfirm={confirm}
      onCancel={() => onOpenChange(false)}
    />
  );
}
