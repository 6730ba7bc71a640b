import { summarizeApprovals } from '@shared/approvals/approval-state';
import { formatLongDateEs } from '@shared/dates';
import { CheckCheckIcon, Loader2Icon } from 'lucide-react';
import { useRef } from 'react';
import { DECISION_TEXTS, formatApprovalSummary } from '@/components/approvals/approval-texts';
import { toastDecisionError } from '@/components/approvals/decision-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDecideByLink } from '../api/decide-by-link';
import type { ApprovalLinkDay } from '../api/lookup-approval-link';
import { APPROVAL_PAGE_TEXTS } from '../texts';
import { undecidedStories } from '../utils/link-cache';
import { ApprovalStoryCard } from './approval-story-card';

/**
 * One day of the approval page: its title and date, how its stories stand, and while any waits, the prominent
 * «Aprobar las N historias del día», which approves every story still undecided, each with the version shown, in
 * one request (one tap: with the tap that opened the link, two per day). Then its story cards.
 */
export function ApprovalDaySection({
  token,
  day,
  timeZone,
  isOpen,
}: {
  token: string;
  day: ApprovalLinkDay;
  timeZone: string;
  isOpen: boolean;
}) {
  const approveDay = useDecideByLink(token);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const headingId = `aprobar-dia-${day.id}`;
  const waiting = undecidedStories(day);
  const summary = summarizeApprovals(day.stories.map((story) => story.approval.state));
  const isAllApproved = summary.total > 0 && summary.approved === summary.total;
  const longDate = formatLongDateEs(day.date);

  const onApproveDay = () => {
    const count = waiting.length;
    approveDay.mutate(
      waiting.map((story) => ({
        storyId: story.id,
        version: story.approval.version,
        decision: 'approved' as const,
      })),
      {
        onSuccess: () => {
          toast.success(DECISION_TEXTS.dayApproved(day.dayOrder, count));
          // The button is gone: the focus goes to what replaced it.
          requestAnimationFrame(() => statusRef.current?.focus());
        },
        onError: toastDecisionError,
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold text-lg leading-snug">
            Día {day.dayOrder}
            {longDate && <span className="font-normal text-muted-foreground"> · {longDate}</span>}
          </h2>
          {day.theme?.trim() && (
            <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{day.theme}</p>
          )}
        </div>
        <p
          ref={statusRef}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 rounded-md text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {isAllApproved ? (
            <Badge variant="success" className="text-[0.8125rem]">
              <CheckCheckIcon aria-hidden="true" />
              {APPROVAL_PAGE_TEXTS.dayApproved}
            </Badge>
          ) : waiting.length === 0 && summary.total > 0 ? (
            <Badge variant="secondary" className="text-[0.8125rem]">
              {APPROVAL_PAGE_TEXTS.dayAnswered}
            </Badge>
          ) : null}
          <span className="text-muted-foreground tabular-nums">{formatApprovalSummary(summary)}</span>
        </p>
        {isOpen && waiting.length > 0 && (
          <Button
            size="lg"
            className="h-12 w-full whitespace-normal bg-success text-white hover:bg-success/90 sm:w-auto sm:justify-self-start"
            onClick={onApproveDay}
            disabled={approveDay.isPending}
          >
            {approveDay.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <CheckCheckIcon aria-hidden="true" />
            )}
            {approveDay.isPending
              ? APPROVAL_PAGE_TEXTS.approvingDay
              : APPROVAL_PAGE_TEXTS.approveDay(waiting.length)}
          </Button>
        )}
      </div>
      <ol className="grid gap-3" aria-label={`Historias del día ${day.dayOrder}`}>
        {day.stories.map((story) => (
          <li key={story.id}>
            <ApprovalStoryCard
              token={token}
              story={story}
              timeZone={timeZone}
              isOpen={isOpen}
              isDayPending={approveDay.isPending}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
