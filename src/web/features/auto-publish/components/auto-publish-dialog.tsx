import { storyHeading } from '@shared/domain/story-heading';
import { Loader2Icon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { useAutoPublish } from '../api/get-auto-publish';
import { AUTO_PUBLISH_UI_TEXTS as TEXTS } from '../auto-publish-ui-texts';
import { AutoPublishDetails } from './auto-publish-details';

export interface AutoPublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  campaignId: string;
  storyId: string;
  storyNumber: number;
  storyTitle: string;
  /** For an admin, the client's page (where «Conectar con Instagram» is); null for the client. */
  clientHref: string | null;
}

/**
 * «Publicar automáticamente» (issue 32): a small dialog (a sheet from the bottom on a phone, like the proof's) that
 * reads GET /api/stories/{id}/auto-publish each time it opens and says what it found (auto-publish-details.tsx).
 * Its own chunk: auto-publish-action.tsx loads it on demand.
 */
export function AutoPublishDialog({
  open,
  onOpenChange,
  campaignId,
  storyId,
  storyNumber,
  storyTitle,
  clientHref,
}: AutoPublishDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md max-sm:top-auto max-sm:bottom-0 max-sm:w-full max-sm:max-w-none max-sm:translate-y-0 max-sm:rounded-b-none max-sm:pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <DialogHeader>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{storyHeading(storyNumber, storyTitle)}</span>
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open only (Radix): each opening reads the story afresh. */}
        <AutoPublishBody campaignId={campaignId} storyId={storyId} clientHref={clientHref} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {TEXTS.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AutoPublishBody({
  campaignId,
  storyId,
  clientHref,
}: Pick<AutoPublishDialogProps, 'campaignId' | 'storyId' | 'clientHref'>) {
  const query = useAutoPublish(storyId);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        {TEXTS.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {errorMessage(query.error, TEXTS.loadFailed)}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {TEXTS.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <AutoPublishDetails campaignId={campaignId} storyId={storyId} data={query.data} clientHref={clientHref} />
  );
}
