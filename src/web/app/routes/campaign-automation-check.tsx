import { type ReactNode, useMemo, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import {
  type AutomationCheckSlot,
  AutomationCheckSlotProvider,
} from '@/features/campaign-detail/components/automation-check-slot';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { AutomationApprovalNotice, AutomationCheckDialog } from '../lazy-dialogs';

/**
 * «Revisar automatizaciones» on the campaign screen (issue 33 §4, both areas): the automation-check feature's dialog,
 * opened from the header, the chat-automation section and «Pedir aprobación» through the campaign-detail feature's
 * slot; its code loads when first pointed at or opened.
 */
export function CampaignAutomationCheck({
  campaignId,
  isAdminArea,
  children,
}: {
  campaignId: string;
  isAdminArea: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const onLeave = useRef<(() => void) | undefined>(undefined);
  const slot = useMemo<AutomationCheckSlot>(
    () => ({
      open: (options) => {
        onLeave.current = options?.onLeave;
        setIsOpen(true);
      },
      preload: AutomationCheckDialog.preload,
      ApprovalNotice: AutomationApprovalNotice,
      sheetHref: isAdminArea
        ? paths.admin.automationSheet.getHref(campaignId)
        : paths.dashboard.automationSheet.getHref(campaignId),
    }),
    [campaignId, isAdminArea],
  );
  return (
    <AutomationCheckSlotProvider value={slot}>
      {children}
      <MountedOnceOpen open={isOpen}>
        <AutomationCheckDialog
          campaignId={campaignId}
          area={isAdminArea ? 'admin' : 'client'}
          open={isOpen}
          onOpenChange={setIsOpen}
          onLeave={() => onLeave.current?.()}
        />
      </MountedOnceOpen>
    </AutomationCheckSlotProvider>
  );
}
