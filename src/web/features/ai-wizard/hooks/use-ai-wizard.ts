import type { AiRequestDto } from '@shared/ai/contract';
import { AI_STATUS_MESSAGES } from '@shared/ai/status-messages';
import { AI_COMPLETION_REDIRECT_MS } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateAiRequest } from '../api/create-ai-request';
import { isTerminal, refreshAfterGeneration } from '../api/get-ai-request';
import { AI_WIZARD_TEXTS } from '../texts';
import { isSuccessStatus } from '../utils/generation-stages';
import { createWizardState, wizardReducer } from '../utils/wizard-state';
import { toBrief, validateStep, WIZARD_STEP_COUNT, type WizardValues } from '../utils/wizard-steps';
import { useGenerationTracker } from './use-generation-tracker';

function successDescription(request: AiRequestDto): string {
  const parts: string[] = [];
  if (request.status === 'processing_partial') parts.push(AI_WIZARD_TEXTS.partialDescription);
  if (request.generatedWithoutAi) parts.push(AI_STATUS_MESSAGES.withoutAi);
  if (request.generatedCampaignId) parts.push(AI_WIZARD_TEXTS.redirecting);
  return parts.join(' ');
}

/**
 * What the AI wizard does (spec sections 4, 5 and 8): its state (`wizardReducer`), the create request, and the
 * generation it follows until the request ends: success toast then the new campaign 2 s later, or the failure
 * shown in place. Closing while generating says the generation goes on; an answer to a create request sent
 * before a close is ignored.
 */
export function useAiWizard({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createRequest = useCreateAiRequest();
  const [state, dispatch] = useReducer(wizardReducer, undefined, createWizardState);
  /** Bumped on every close: a create answer from an earlier opening is ignored. */
  const sessionRef = useRef(0);
  /** The request whose end was already told (once per request). */
  const handledRequestRef = useRef<string | null>(null);
  const redirectTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The form resets whenever the modal opens (spec section 4): React's "adjust state when a prop changes".
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) dispatch({ type: 'reset' });
  }

  const tracker = useGenerationTracker(state.requestId, state.startedAt, state.failedMessage !== null);
  const { request } = tracker;
  const stepCheck = validateStep(state.stepIndex, state.values);
  const isLastStep = state.stepIndex === WIZARD_STEP_COUNT - 1;

  const close = useCallback(() => {
    clearTimeout(redirectTimerRef.current);
    sessionRef.current += 1;
    handledRequestRef.current = null;
    dispatch({ type: 'closed' });
    onOpenChange(false);
  }, [onOpenChange]);

  useEffect(() => () => clearTimeout(redirectTimerRef.current), []);

  // A terminal status: success toast then the campaign after 2 s, or the failure toast (once per request).
  useEffect(() => {
    if (!request || !isTerminal(request) || handledRequestRef.current === request.id) return;
    handledRequestRef.current = request.id;
    if (isSuccessStatus(request.status)) {
      const title =
        request.status === 'completed' ? AI_STATUS_MESSAGES.completed : AI_STATUS_MESSAGES.processing_partial;
      toast.success(title, { description: successDescription(request) });
      void refreshAfterGeneration(queryClient);
      const campaignId = request.generatedCampaignId;
      redirectTimerRef.current = setTimeout(() => {
        close();
        if (campaignId) void navigate(paths.dashboard.campaign.getHref(campaignId));
      }, AI_COMPLETION_REDIRECT_MS);
      return;
    }
    const message = request.errorMessage || AI_WIZARD_TEXTS.failed;
    toast.error(message);
    dispatch({ type: 'generation-failed', message });
  }, [request, queryClient, navigate, close]);

  const isGenerating = state.phase === 'generating';
  const isReady = isGenerating && request !== null && isSuccessStatus(request.status);

  const onOpenChangeRequested = (next: boolean) => {
    if (next) {
      onOpenChange(true);
      return;
    }
    const isInFlight = isGenerating && state.failedMessage === null && !(request && isTerminal(request));
    if (isInFlight) toast(AI_WIZARD_TEXTS.startedTitle, { description: AI_WIZARD_TEXTS.startedDescription });
    // Closed while 'Te llevamos a tu nueva campaña…' shows: go there now instead of staying on the list.
    const readyCampaignId = isReady && request ? request.generatedCampaignId : null;
    close();
    if (readyCampaignId) void navigate(paths.dashboard.campaign.getHref(readyCampaignId));
  };

  const generate = () => {
    let brief: ReturnType<typeof toBrief>;
    try {
      brief = toBrief(state.values);
    } catch {
      return; // unreachable: the button is disabled while a step is invalid
    }
    const session = sessionRef.current;
    handledRequestRef.current = null;
    dispatch({ type: 'generation-started', at: Date.now() });
    createRequest.mutate(brief, {
      onSuccess: ({ request: created }) => {
        if (session === sessionRef.current) dispatch({ type: 'request-created', requestId: created.id });
      },
      onError: (error) => {
        if (session === sessionRef.current) dispatch({ type: 'create-failed' });
        if (isApiError(error) && error.status === 401) toast.error(AI_WIZARD_TEXTS.notAuthenticated);
        else if (isApiError(error)) toast.error(AI_WIZARD_TEXTS.createError, { description: error.message });
        else toast.error(AI_WIZARD_TEXTS.unexpected);
      },
    });
  };

  return {
    state,
    request,
    progress: tracker.progress,
    stepCheck,
    isLastStep,
    isGenerating,
    isReady,
    onOpenChangeRequested,
    /** 'Siguiente' / 'Generar Campaña con IA' (and Ctrl + Enter): only from a valid step, never twice. */
    advance: () => {
      if (state.phase !== 'form' || !stepCheck.valid || createRequest.isPending) return;
      if (isLastStep) generate();
      else dispatch({ type: 'next-step' });
    },
    previous: () => dispatch({ type: 'previous-step' }),
    backToForm: () => dispatch({ type: 'back-to-form' }),
    update: <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => {
      const patch: Partial<WizardValues> = {};
      patch[key] = value;
      dispatch({ type: 'values-changed', patch });
    },
  };
}
