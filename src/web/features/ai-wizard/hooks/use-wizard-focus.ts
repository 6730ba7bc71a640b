import { useCallback, useEffect, useRef } from 'react';
import type { WizardPhase } from '../utils/wizard-state';

/**
 * Focus follows the wizard: the step's control on each step (each step hands it over with `setFocusTarget`),
 * the status panel (`generatingRef`) while generating.
 */
export function useWizardFocus({
  open,
  stepIndex,
  phase,
}: {
  open: boolean;
  stepIndex: number;
  phase: WizardPhase;
}) {
  const focusTargetRef = useRef<HTMLElement | null>(null);
  const generatingRef = useRef<HTMLDivElement>(null);

  const setFocusTarget = useCallback((element: HTMLElement | null) => {
    focusTargetRef.current = element;
  }, []);
  const focusStep = useCallback(() => focusTargetRef.current?.focus(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step or the phase changes.
  useEffect(() => {
    if (!open) return;
    if (phase === 'generating') generatingRef.current?.focus();
    else focusTargetRef.current?.focus();
  }, [open, stepIndex, phase]);

  return { setFocusTarget, focusStep, generatingRef };
}
