import { useParams } from 'react-router';
import { AutomationSheetScreen } from '../automation-sheet';

/** /dashboard/campaigns/:campaignId/automatizacion: «Hoja de configuración de la automatización», for the brand. */
export function ClientAutomationSheetPage() {
  const { campaignId = '' } = useParams();
  return <AutomationSheetScreen key={campaignId} campaignId={campaignId} area="client" />;
}
