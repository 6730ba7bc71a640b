import { summarizeApprovals } from '@shared/approvals/approval-state';
import { formatDateTimeEs } from '@shared/dates';
import { CheckCircle2Icon, HourglassIcon, InfoIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatApprovalSummary } from '@/components/approvals/approval-texts';
import { BrandMark } from '@/components/layout/brand-mark';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { APP_NAME } from '@/lib/use-document-title';
import type { ApprovalLinkPage } from '../api/lookup-approval-link';
import { APPROVAL_PAGE_TEXTS } from '../texts';
import { ApprovalDaySection } from './approval-day-section';

/**
 * The approval page once the link is read: the brand and the campaign, until when the link works, then one section
 * per day. An open request takes decisions; a completed one shows the answers, read-only, with «Ya respondiste…»
 * (or a thank-you when this visit completed it). Phone first: one column, big buttons.
 */
export function ApprovalLinkView({ token, page }: { token: string; page: ApprovalLinkPage }) {
  const { request, client, campaign, days } = page;
  const isOpen = request.status === 'open';
  // Opened while open and now completed: this visit answered the last story.
  const [openedOpen] = useState(isOpen);
  const justCompleted = openedOpen && !isOpen;
  const thanksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justCompleted) thanksRef.current?.focus();
  }, [justCompleted]);

  const summary = summarizeApprovals(days.flatMap((day) => day.stories.map((s) => s.approval.state)));

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-card">
        <p className="mx-auto flex max-w-2xl items-center gap-2.5 px-4 py-3 font-semibold sm:px-6">
          <BrandMark className="size-7" />
          {APP_NAME}
        </p>
      </header>
      <main className="mx-auto grid max-w-2xl gap-6 px-3 py-6 sm:px-6 sm:py-8">
        <div className="grid gap-2 px-1">
          <p className="font-medium text-primary text-sm [overflow-wrap:anywhere]">
            {APPROVAL_PAGE_TEXTS.eyebrow} · {client.brandName}
          </p>
          <h1 className="font-bold text-2xl leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {campaign.title}
          </h1>
          <p className="text-muted-foreground text-sm tabular-nums">{formatApprovalSummary(summary)}</p>
          {isOpen && (
            <>
              <p className="flex items-start gap-1.5 text-sm">
                <HourglassIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span>
                  {APPROVAL_PAGE_TEXTS.expires(formatDateTimeEs(request.expiresAt, client.timeZone))}
                </span>
              </p>
              <p className="text-muted-foreground text-sm leading-relaxed">{APPROVAL_PAGE_TEXTS.intro}</p>
            </>
          )}
        </div>

        {justCompleted ? (
          <Alert
            ref={thanksRef}
            tabIndex={-1}
            role="status"
            className="border-success/30 bg-success/10 outline-none"
          >
            <CheckCircle2Icon className="text-success" aria-hidden="true" />
            <AlertTitle>{APPROVAL_PAGE_TEXTS.thanksTitle}</AlertTitle>
            <AlertDescription>{APPROVAL_PAGE_TEXTS.thanks}</AlertDescription>
          </Alert>
        ) : (
          !isOpen && (
            <Alert role="status">
              <InfoIcon aria-hidden="true" />
              <AlertTitle>{APPROVAL_PAGE_TEXTS.completedTitle}</AlertTitle>
              <AlertDescription>{APPROVAL_PAGE_TEXTS.completed}</AlertDescription>
            </Alert>
          )
        )}

        {days.map((day) => (
          <ApprovalDaySection
            key={day.id}
            token={token}
            day={day}
            timeZone={client.timeZone}
            isOpen={isOpen}
          />
        ))}
      </main>
    </div>
  );
}
