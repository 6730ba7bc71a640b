import { TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAutomationCheck } from '../api/get-automation-check';
import { CHECK_SCREEN_TEXTS as TEXTS } from '../texts';

/**
 * In «Pedir aprobación» (issue 33 §4): the chat automation's problems and warnings, read when the dialog opens, with
 * «Revisar». It does not block the request. Nothing while it loads, when it fails, or when all is well.
 */
export function AutomationApprovalNotice({
  campaignId,
  onReview,
}: {
  campaignId: string;
  onReview: () => void;
}) {
  const { data } = useAutomationCheck(campaignId);
  if (!data || data.errors + data.warnings === 0) return null;
  return (
    <Alert variant="warning" role="status">
      <TriangleAlertIcon className="text-warning" aria-hidden="true" />
      <AlertTitle className="[overflow-wrap:anywhere]">
        {TEXTS.approvalNotice(data.errors, data.warnings)}
      </AlertTitle>
      <AlertDescription>
        <p>{TEXTS.approvalNoticeHint}</p>
        <Button variant="outline" size="sm" className="mt-1" onClick={onReview}>
          {TEXTS.review}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
