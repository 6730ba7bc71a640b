import { useParams } from 'react-router';
import { AutomationSheetScreen } from '../automation-sheet';

/** /admin/campaigns/:id/automatizacion: «Hoja de configuración de la automatización», in the agency's area. */
export function AdminAutomationSheetPage() {
  const { id = '' } = useParams();
  return <AutomationSheetScreen key={id} campaignId={id} area="admin" />;
}
