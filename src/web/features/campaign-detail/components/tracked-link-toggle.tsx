import type { TrackedLink } from '@shared/links/tracked-link';
import { BanIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { toast } from '@/lib/toast';
import { useUpdateTrackedLink } from '../api/update-tracked-link';
import { DisableLinkDialog } from './lazy-dialogs';

export const TRACKED_LINK_TOGGLE_TEXTS = {
  disable: 'Desactivar enlace',
  enable: 'Reactivar enlace',
  disabled: 'Enlace desactivado',
  enabled: 'Enlace reactivado',
  disableFailed: 'No se pudo desactivar el enlace',
  enableFailed: 'No se pudo reactivar el enlace',
  retry: 'Inténtalo de nuevo.',
} as const;
const TEXTS = TRACKED_LINK_TOGGLE_TEXTS;

/**
 * The agency's switch for one tracked link (admins): «Desactivar enlace», after a confirmation, or «Reactivar
 * enlace», at once. The campaign is read again before the toast, so the row already shows the new state.
 */
export function TrackedLinkToggle({
  campaignId,
  link,
  target,
}: {
  campaignId: string;
  link: TrackedLink;
  /** Where the link leads, short, for the confirmation. */
  target: string;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const mutation = useUpdateTrackedLink(campaignId);

  const setDisabled = (disabled: boolean) =>
    mutation.mutate(
      { url: link.url, disabled },
      {
        onSuccess: () => {
          setIsConfirming(false);
          toast.success(disabled ? TEXTS.disabled : TEXTS.enabled);
        },
        onError: (error) =>
          toast.error(disabled ? TEXTS.disableFailed : TEXTS.enableFailed, {
            description: errorMessage(error, TEXTS.retry),
          }),
      },
    );

  const isReactivating = mutation.isPending && !isConfirming;
  const Icon = isReactivating ? Loader2Icon : link.disabled ? RotateCcwIcon : BanIcon;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="mt-1 justify-self-start"
        disabled={mutation.isPending}
        onClick={() => (link.disabled ? setDisabled(false) : setIsConfirming(true))}
        {...(link.disabled ? {} : preloadOn(DisableLinkDialog))}
      >
        <Icon className={isReactivating ? 'animate-spin' : undefined} aria-hidden="true" />
        {link.disabled ? TEXTS.enable : TEXTS.disable}
      </Button>
      <MountedOnceOpen open={isConfirming}>
        <DisableLinkDialog
          open={isConfirming}
          target={target}
          isPending={mutation.isPending}
          onConfirm={() => setDisabled(true)}
          onOpenChange={setIsConfirming}
        />
      </MountedOnceOpen>
    </>
  );
}
