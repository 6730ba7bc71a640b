import type { NormalizedCampaign } from '@shared/campaign-import/types';
import { useEffect, useMemo } from 'react';
import { AutomationFindings } from '@/components/automation-check/automation-findings';
import { lazyModule } from '@/lib/lazy-module';
import { importCheckInput } from '../utils/import-check-input';

// The rules load with the first valid file, not with the dialog.
const checker = lazyModule(() => import('@shared/automation-check/check-automation'));

/**
 * «Revisión de la automatización» of a valid file (issue 33 §4): the shared rules of «Revisar automatizaciones» run
 * here on the campaign as it will be imported. It does not block the import; nothing when all is well.
 */
export function ImportAutomationCheck({ campaign }: { campaign: NormalizedCampaign }) {
  const module = checker.useModule();
  useEffect(() => {
    void checker.load().catch(() => undefined);
  }, []);
  const findings = useMemo(
    () => (module ? module.checkAutomation(importCheckInput(campaign)) : []),
    [module, campaign],
  );
  if (findings.length === 0) return null;
  return (
    <section aria-labelledby="import-automation-check-title" className="grid gap-3">
      <h3 id="import-automation-check-title" className="font-semibold">
        Revisión de la automatización
      </h3>
      <AutomationFindings findings={findings} />
    </section>
  );
}
