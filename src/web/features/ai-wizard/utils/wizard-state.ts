import { createDefaultValues, WIZARD_STEP_COUNT, type WizardValues } from './wizard-steps';

/**
 * The AI wizard's state, in one reducer: the brief being written ('form': values and step), then the generation
 * it started ('generating': the request once created, when the local simulation started, the failure shown).
 *
 *   form ──generate──> generating ──created──> generating(requestId) ──failed──> generating(failedMessage)
 *    ^                    │ create refused                                          │ back to form
 *    └────────────────────┴─────────────────────────────────────────────────────────┘
 * 'reset' (every opening) starts again from an empty form; 'closed' stops following the request but keeps the
 * answers until the next opening.
 */
export type WizardPhase = 'form' | 'generating';

export interface WizardState {
  values: WizardValues;
  stepIndex: number;
  phase: WizardPhase;
  /** The request being followed (null before the create answer, and after a close). */
  requestId: string | null;
  /** When the generation started (Date.now()): drives the local simulation of the checklist. */
  startedAt: number | null;
  /** The generation failed with this message: the checklist stops and 'Volver al formulario' is offered. */
  failedMessage: string | null;
}

export type WizardAction =
  | { type: 'reset' }
  | { type: 'values-changed'; patch: Partial<WizardValues> }
  | { type: 'next-step' }
  | { type: 'previous-step' }
  | { type: 'generation-started'; at: number }
  | { type: 'request-created'; requestId: string }
  | { type: 'create-failed' }
  | { type: 'generation-failed'; message: string }
  | { type: 'back-to-form' }
  | { type: 'closed' };

export function createWizardState(): WizardState {
  return {
    values: createDefaultValues(),
    stepIndex: 0,
    phase: 'form',
    requestId: null,
    startedAt: null,
    failedMessage: null,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'reset':
      return createWizardState();
    case 'values-changed':
      return { ...state, values: { ...state.values, ...action.patch } };
    case 'next-step':
      return { ...state, stepIndex: Math.min(WIZARD_STEP_COUNT - 1, state.stepIndex + 1) };
    case 'previous-step':
      return { ...state, stepIndex: Math.max(0, state.stepIndex - 1) };
    case 'generation-started':
      return { ...state, phase: 'generating', startedAt: action.at, failedMessage: null };
    case 'request-created':
      return { ...state, requestId: action.requestId };
    case 'create-failed':
      return { ...state, phase: 'form', startedAt: null };
    case 'generation-failed':
      return { ...state, failedMessage: action.message };
    case 'back-to-form':
      return { ...state, phase: 'form', requestId: null, startedAt: null, failedMessage: null };
    case 'closed':
      return { ...state, phase: 'form', requestId: null, startedAt: null };
  }
}
