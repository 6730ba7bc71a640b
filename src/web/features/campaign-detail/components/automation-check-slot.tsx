import { type ComponentType, createContext, useContext } from 'react';

/**
 * «Revisar automatizaciones» (issue 33 §4) belongs to another feature: the page that composes the campaign screen
 * (app layer) passes it here, as it does the story cards' slots. Without a provider the screen offers no check.
 */
export interface AutomationCheckSlot {
  /** Opens the check's dialog; `onLeave` runs when one of its links leaves it (e.g. to close what opened it). */
  open(options?: { onLeave?: () => void }): void;
  /** Starts the dialog's download (what opens it spreads `preloadOn(slot)`: pointer, focus, press). */
  preload(): Promise<unknown>;
  /** The check's counts in «Pedir aprobación», with «Revisar» (nothing while loading, or when all is well). */
  ApprovalNotice: ComponentType<{ campaignId: string; onReview: () => void }>;
  /** «Hoja de configuración de la automatización», in the reader's area. */
  sheetHref: string;
}

const AutomationCheckContext = createContext<AutomationCheckSlot | null>(null);

export const AutomationCheckSlotProvider = AutomationCheckContext.Provider;

export function useAutomationCheckSlot(): AutomationCheckSlot | null {
  return useContext(AutomationCheckContext);
}
