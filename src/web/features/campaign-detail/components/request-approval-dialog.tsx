import { formatDateTimeEs } from '@shared/dates';
import { CheckCircle2Icon, Loader2Icon, MailIcon, SendIcon } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useClientContact } from '../api/get-client-contact';
import { type RequestedApproval, useRequestApproval } from '../api/request-approval';
import { CAMPAIGN_APPROVAL_TEXTS as TEXTS } from '../approval-texts';
import { useAutomationCheckSlot } from './automation-check-slot';
import { CopyButton } from './copy-button';

export type ApprovalScope =
  | { kind: 'day'; dayId: string; dayOrder: number; storyCount: number }
  | { kind: 'campaign'; storyCount: number };

export type RequestApprovalDialogProps = {
  campaign: { id: string; title: string; client: { id: string; brandName: string; timeZone: string } };
  scope: ApprovalScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * «Pedir aprobación» (admins), for a day or the whole campaign: first who gets the e-mail and what the link does
 * (and, when the screen offers «Revisar automatizaciones», the chat automation's problems: they do not block the
 * request), then, once sent, the link itself with «Copiar enlace» and its expiry, for sharing it another way.
 */
export function RequestApprovalDialog({ open, onOpenChange, ...props }: RequestApprovalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: every opening starts from the confirmation. */}
      {open && <RequestApprovalContent {...props} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function RequestApprovalContent({ campaign, scope, onOpenChange }: Omit<RequestApprovalDialogProps, 'open'>) {
  const request = useRequestApproval(campaign.id);
  const contact = useClientContact(campaign.client.id, { enabled: true });
  const automationCheck = useAutomationCheckSlot();
  const [sent, setSent] = useState<RequestedApproval | null>(null);
  const isSending = request.isPending;
  const title = scope.kind === 'day' ? TEXTS.requestDayTitle(scope.dayOrder) : TEXTS.requestCampaignTitle;

  const send = () =>
    request.mutate(scope.kind === 'day' ? scope.dayId : null, {
      onSuccess: ({ request: result }) => setSent(result),
      onError: (error) =>
        toast.error(TEXTS.requestFailed, { description: isApiError(error) ? error.message : undefined }),
    });

  const keepOpenWhileSending = (event: Event) => {
    if (isSending) event.preventDefault();
  };

  return (
    <DialogContent
      className="sm:max-w-lg"
      showCloseButton={!isSending}
      onEscapeKeyDown={keepOpenWhileSending}
      onInteractOutside={keepOpenWhileSending}
    >
      {sent ? (
        <SentContent sent={sent} timeZone={campaign.client.timeZone} onClose={() => onOpenChange(false)} />
      ) : (
        <>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">
              Campaña <strong className="text-foreground">{campaign.title}</strong> de{' '}
              {campaign.client.brandName}.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 text-sm">
            <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {contact.data ? (
                  <>
                    {TEXTS.requestWho} <strong>{contact.data.name}</strong> ({contact.data.email}).
                  </>
                ) : (
                  TEXTS.requestWhoLoading
                )}
              </span>
            </p>
            <p className="text-muted-foreground">{TEXTS.requestWhat(scope.storyCount, scope.kind)}</p>
            <p className="text-muted-foreground">{TEXTS.requestKeepsApproved}</p>
          </div>
          {automationCheck && (
            // Its own boundary: the notice's code arriving must not blank the dialog.
            <Suspense fallback={null}>
              <automationCheck.ApprovalNotice
                campaignId={campaign.id}
                onReview={() => automationCheck.open({ onLeave: () => onOpenChange(false) })}
              />
            </Suspense>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSending}>
              {TEXTS.cancel}
            </Button>
            <Button onClick={send} disabled={isSending}>
              {isSending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {isSending ? TEXTS.sending : TEXTS.send}
            </Button>
          </DialogFooter>
        </>
      )}
    </DialogContent>
  );
}

function SentContent({
  sent,
  timeZone,
  onClose,
}: {
  sent: RequestedApproval;
  timeZone: string;
  onClose: () => void;
}) {
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  // The confirmation replaced the buttons that had the focus: it goes to the link.
  useEffect(() => linkRef.current?.focus(), []);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
          {TEXTS.sentTitle}
        </DialogTitle>
        <DialogDescription className="[overflow-wrap:anywhere]">
          {TEXTS.sentTo(sent.emailedTo)} {TEXTS.sentCounts(sent.pendingStories, sent.totalStories)}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={linkId}>{TEXTS.linkLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={linkRef}
            id={linkId}
            readOnly
            value={sent.url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <CopyButton text={sent.url} label={TEXTS.copyLink} showLabel variant="outline" size="default" />
        </div>
        <p className="text-muted-foreground text-xs">
          {TEXTS.expires(formatDateTimeEs(sent.expiresAt, timeZone))} {TEXTS.linkHint}
        </p>
      </div>
      <DialogFooter>
        <Button onClick={onClose}>{TEXTS.done}</Button>
      </DialogFooter>
    </>
  );
}
