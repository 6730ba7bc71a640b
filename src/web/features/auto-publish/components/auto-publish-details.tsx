import { formatDateTimeEs } from '@shared/dates';
import type { AutoPublishResponse } from '@shared/instagram/auto-publish-contract';
import { AUTO_PUBLISH_PENDING } from '@shared/instagram/auto-publish-texts';
import { CircleAlertIcon, InfoIcon, Loader2Icon, SendIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { autoPublishFallbackText } from '@/components/story/auto-publish-status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSetAutoPublish } from '../api/set-auto-publish';
import { AUTO_PUBLISH_UI_TEXTS as TEXTS } from '../auto-publish-ui-texts';

type Details = { campaignId: string; storyId: string; data: AutoPublishResponse; clientHref: string | null };

/**
 * What the dialog says once the story is read: without a connection, why and (for an admin) where to connect it; the
 * reasons the story cannot be published automatically; or, when it can, where and when it will go up, what Instagram
 * leaves out, whether it still waits for the client's approval, and the switch. The switch stays while a request is
 * under way, so that it can be turned off even if the story stopped qualifying meanwhile.
 */
export function AutoPublishDetails({ campaignId, storyId, data, clientHref }: Details) {
  const state = data.autoPublish?.state ?? null;
  const isOn = state !== null && AUTO_PUBLISH_PENDING.includes(state);
  const blockers = data.blockers.filter((blocker) => blocker.code !== 'not_connected');
  return (
    <div className="grid gap-4 text-sm">
      {!data.connected && <NotConnected data={data} clientHref={clientHref} />}
      {blockers.length > 0 && (
        <div className="grid gap-2">
          <p className="font-medium">{TEXTS.blockersIntro}</p>
          <ul className="grid list-disc gap-1 pl-5">
            {blockers.map((blocker) => (
              <li key={blocker.code}>{blocker.message}</li>
            ))}
          </ul>
        </div>
      )}
      {state === 'fallback' && (
        <Alert variant="warning">
          <CircleAlertIcon aria-hidden="true" />
          <AlertDescription className="text-foreground">
            {autoPublishFallbackText(data.autoPublish?.reason ?? null)}
          </AlertDescription>
        </Alert>
      )}
      {(data.blockers.length === 0 || isOn) && (
        <WhatWillHappen campaignId={campaignId} storyId={storyId} data={data} isOn={isOn} />
      )}
    </div>
  );
}

function NotConnected({ data, clientHref }: Pick<Details, 'data' | 'clientHref'>) {
  const message =
    data.blockers.find((blocker) => blocker.code === 'not_connected')?.message ?? TEXTS.notConnected;
  return (
    <Alert variant="warning">
      <InfoIcon aria-hidden="true" />
      <AlertDescription className="text-foreground">
        <p>{message}</p>
        {clientHref ? (
          <p>
            {TEXTS.connectHint}{' '}
            <Link to={clientHref} className="font-medium text-primary underline underline-offset-2">
              {TEXTS.connectHintLink}
            </Link>
          </p>
        ) : (
          <p>{TEXTS.clientHint}</p>
        )}
      </AlertDescription>
    </Alert>
  );
}

function WhatWillHappen({
  campaignId,
  storyId,
  data,
  isOn,
}: Omit<Details, 'clientHref'> & { isOn: boolean }) {
  const switchId = useId();
  const setAutoPublish = useSetAutoPublish({ campaignId, storyId });
  const request = data.autoPublish;
  const isPublishing = request?.state === 'waiting' || request?.state === 'publishing';
  const when = formatDateTimeEs(data.dueAt, data.timeZone);
  const isOverdue = Date.parse(data.dueAt) <= Date.now();
  return (
    <>
      <div className="grid gap-2">
        <p className="flex items-start gap-2 font-medium">
          <SendIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {isOverdue && !isOn ? TEXTS.overdue(data.username, when) : TEXTS.willPublish(data.username, when)}
        </p>
        <p className="text-muted-foreground">{TEXTS.onlyTheFile}</p>
        {data.awaitingApproval && <p className="font-medium text-warning">{TEXTS.awaitingApproval}</p>}
        {isPublishing && <p className="font-medium text-info">{TEXTS.inProgress}</p>}
      </div>
      <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
        <Label htmlFor={switchId} className="leading-snug">
          {TEXTS.switchLabel}
        </Label>
        <Switch
          id={switchId}
          checked={isOn}
          disabled={setAutoPublish.isPending || request?.state === 'publishing'}
          aria-busy={setAutoPublish.isPending || undefined}
          onCheckedChange={(enabled) => setAutoPublish.mutate(enabled)}
        />
      </div>
      {setAutoPublish.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          {TEXTS.saving}
        </p>
      ) : (
        isOn &&
        request && (
          <p className="text-muted-foreground text-xs">
            {TEXTS.requestedBy(request.requestedByName, formatDateTimeEs(request.requestedAt, data.timeZone))}
          </p>
        )
      )}
    </>
  );
}
