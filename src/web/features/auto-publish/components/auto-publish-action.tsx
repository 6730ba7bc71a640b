import { SendIcon } from 'lucide-react';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithPreload, preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';

// The dialog (its reads, its switch, Radix's dialog parts) is its own chunk, loaded when the action is pointed at,
// focused or pressed: the campaign screen's first view is at its budget (issue 30).
const AutoPublishDialog = lazyWithPreload(
  async () => (await import('./auto-publish-dialog')).AutoPublishDialog,
);

export const AUTO_PUBLISH_ACTION = 'Publicar automáticamente…';

/**
 * «Publicar automáticamente…» on the card of a story still to publish (issue 32), beside «No se publicará», for the
 * brand and the agency alike: opens the dialog that says whether the panel can publish it itself, and turns it on or
 * off. `clientHref`: for an admin, the client's page (where «Conectar con Instagram» is).
 */
export const AutoPublishAction = memo(function AutoPublishAction({
  campaignId,
  storyId,
  storyNumber,
  storyTitle,
  clientHref,
}: {
  campaignId: string;
  storyId: string;
  storyNumber: number;
  storyTitle: string;
  clientHref: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        aria-haspopup="dialog"
        {...preloadOn(AutoPublishDialog)}
        onClick={() => setOpen(true)}
      >
        <SendIcon aria-hidden="true" />
        {AUTO_PUBLISH_ACTION}
      </Button>
      <MountedOnceOpen open={open}>
        <AutoPublishDialog
          open={open}
          onOpenChange={setOpen}
          campaignId={campaignId}
          storyId={storyId}
          storyNumber={storyNumber}
          storyTitle={storyTitle}
          clientHref={clientHref}
        />
      </MountedOnceOpen>
    </>
  );
});
