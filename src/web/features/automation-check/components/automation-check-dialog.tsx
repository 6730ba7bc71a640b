import { AUTOMATION_CHECK_TEXTS } from '@shared/automation-check/automation-check-texts';
import type { AutomationFinding } from '@shared/automation-check/types';
import { CircleCheckIcon, FileTextIcon, Loader2Icon, RefreshCwIcon, WrenchIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AutomationFindings } from '@/components/automation-check/automation-findings';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAutomationCheck } from '../api/get-automation-check';
import { CHECK_SCREEN_TEXTS as TEXTS } from '../texts';
import { type CheckArea, checkLinks } from '../utils/check-links';

export interface AutomationCheckDialogProps {
  campaignId: string;
  area: CheckArea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One of its links was followed (the dialog closes first): e.g. close what opened it. */
  onLeave?: (() => void) | undefined;
  /** Offers «Hoja de configuración» (not on the sheet itself). */
  showSheetLink?: boolean;
}

/**
 * «Revisar automatizaciones» (issue 33 §4): read afresh at each opening, a summary line, then each finding with
 * «Corregir» (a story's opens the campaign on that story, the automation's on its chat-automation section, in the
 * reader's area), «Volver a revisar» and the set-up sheet.
 */
export function AutomationCheckDialog({
  campaignId,
  area,
  open,
  onOpenChange,
  onLeave,
  showSheetLink = true,
}: AutomationCheckDialogProps) {
  const query = useAutomationCheck(campaignId, { enabled: open });
  const links = checkLinks(area);
  const leave = () => {
    onOpenChange(false);
    onLeave?.();
  };
  const recheck = () => void query.refetch();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogDescription>{TEXTS.description}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            {TEXTS.loading}
          </p>
        ) : query.isError && !query.data ? (
          <LoadError title={TEXTS.loadError} onRetry={recheck} isRetrying={query.isFetching} />
        ) : (
          <CheckResult
            findings={query.data.findings}
            errors={query.data.errors}
            warnings={query.data.warnings}
            fixHref={(finding) => links.fix(campaignId, finding)}
            onFix={leave}
          />
        )}
        <DialogFooter>
          {showSheetLink && (
            <Button asChild variant="outline">
              <Link to={links.sheet(campaignId)} onClick={leave}>
                <FileTextIcon aria-hidden="true" />
                {TEXTS.sheet}
              </Link>
            </Button>
          )}
          <Button onClick={recheck}>
            {query.isFetching ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCwIcon aria-hidden="true" />
            )}
            {query.isFetching ? TEXTS.rechecking : TEXTS.recheck}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The summary (announced when it changes, e.g. after «Volver a revisar») and the findings with «Corregir». */
function CheckResult({
  findings,
  errors,
  warnings,
  fixHref,
  onFix,
}: {
  findings: readonly AutomationFinding[];
  errors: number;
  warnings: number;
  fixHref: (finding: AutomationFinding) => string;
  onFix: () => void;
}) {
  const summaryId = useId();
  const isClean = findings.length === 0;
  return (
    <div className="grid gap-3">
      <p
        id={summaryId}
        role="status"
        className="flex items-center gap-2 font-medium text-sm [overflow-wrap:anywhere]"
      >
        {isClean && <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />}
        {isClean ? AUTOMATION_CHECK_TEXTS.none : AUTOMATION_CHECK_TEXTS.summary(errors, warnings)}
      </p>
      {!isClean && (
        <AutomationFindings
          aria-labelledby={summaryId}
          findings={findings}
          renderAction={(finding) => (
            <Button asChild variant="link" size="sm" className="-ml-3 w-fit">
              <Link to={fixHref(finding)} onClick={onFix}>
                <WrenchIcon aria-hidden="true" />
                {TEXTS.fix}
                <span className="sr-only">: {finding.where}</span>
              </Link>
            </Button>
          )}
        />
      )}
    </div>
  );
}
