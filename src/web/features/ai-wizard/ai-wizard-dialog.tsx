import type { AiRequestDto } from '@shared/ai/contract';
import { AI_STATUS_MESSAGES } from '@shared/ai/status-messages';
import { AI_COMPLETION_REDIRECT_MS, AI_EXPECTED_GENERATION_MINUTES } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { isKeyUnder, queryKeys } from '@/lib/query-keys';
import { useCreateAiRequest } from './api/create-ai-request';
import { isTerminal } from './api/get-ai-request';
import { DurationStep } from './components/duration-step';
import { GenerationProgress } from './components/generation-progress';
import { LaunchStep } from './components/launch-step';
import { TextStep } from './components/text-step';
import { WizardProgress } from './components/wizard-progress';
import { useGenerationTracker } from './hooks/use-generation-tracker';
import { isSuccessStatus } from './utils/generation-stages';
import {
  createDefaultValues,
  toBrief,
  validateStep,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  type WizardValues,
} from './utils/wizard-steps';

const { min, max } = AI_EXPECTED_GENERATION_MINUTES;

export const AI_WIZARD_TEXTS = {
  title: 'Crear Campaña con IA',
  generatingTitle: 'Creando Campaña con IA',
  description:
    'Responde unas preguntas sencillas y nuestro agente de IA creará tu campaña, con sus historias y un plan de lanzamiento paso a paso.',
  generatingDescription: 'Tu campaña se está creando a partir de tus respuestas.',
  readyDescription: 'Tu campaña está lista.',
  failedDescription: 'No se ha podido crear tu campaña.',
  previous: 'Anterior',
  next: 'Siguiente',
  generate: 'Generar Campaña con IA',
  shortcut: 'Ctrl + Enter para continuar',
  backToForm: 'Volver al formulario',
  close: 'Cerrar',
  createError: 'Error al crear la solicitud de campaña',
  notAuthenticated: 'Debes estar autenticado para generar una campaña',
  unexpected: 'Error inesperado al generar la campaña',
  failed: 'Error al generar la campaña. Por favor, inténtalo de nuevo.',
  startedTitle: 'Generación iniciada',
  startedDescription: `La creación de tu campaña puede tardar de ${min} a ${max} minutos. Te enviaremos un correo electrónico cuando esté lista.`,
  partialDescription:
    'Algunos días o historias no se pudieron generar; el resto de la campaña se ha guardado.',
  redirecting: 'Te llevamos a tu nueva campaña…',
} as const;

type Phase = 'form' | 'generating';

function successDescription(request: AiRequestDto): string {
  const parts: string[] = [];
  if (request.status === 'processing_partial') parts.push(AI_WIZARD_TEXTS.partialDescription);
  if (request.generatedWithoutAi) parts.push(AI_STATUS_MESSAGES.withoutAi);
  if (request.generatedCampaignId) parts.push(AI_WIZARD_TEXTS.redirecting);
  return parts.join(' ');
}

function isCtrlEnter(event: React.KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

export interface AiWizardDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Crear Campaña con IA' (spec sections 2, 4, 5, 8): the six-step brief validated step by step with the shared
 * schema, then the generating state that follows the request live until it lands on the new campaign.
 */
export function AiWizardDialog({ open, onOpenChange }: AiWizardDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createRequest = useCreateAiRequest();

  const [values, setValues] = useState<WizardValues>(() => createDefaultValues());
  const [stepIndex, setStepIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('form');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [failedMessage, setFailedMessage] = useState<string | null>(null);
  /** Bumped on every close: a create answer from an earlier opening is ignored. */
  const sessionRef = useRef(0);
  const handledRequestRef = useRef<string | null>(null);
  const redirectTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusTargetRef = useRef<HTMLElement | null>(null);
  const generatingRef = useRef<HTMLDivElement>(null);

  const resetState = () => {
    setValues(createDefaultValues());
    setStepIndex(0);
    setPhase('form');
    setRequestId(null);
    setStartedAt(null);
    setFailedMessage(null);
  };

  // The form resets whenever the modal opens (spec section 4).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) resetState();
  }

  const tracker = useGenerationTracker(requestId, startedAt, failedMessage !== null);
  const step = WIZARD_STEPS[stepIndex];
  const stepCheck = validateStep(stepIndex, values);
  const isLastStep = stepIndex === WIZARD_STEP_COUNT - 1;

  const close = useCallback(() => {
    clearTimeout(redirectTimerRef.current);
    sessionRef.current += 1;
    handledRequestRef.current = null;
    setRequestId(null);
    setStartedAt(null);
    setPhase('form');
    onOpenChange(false);
  }, [onOpenChange]);

  useEffect(() => () => clearTimeout(redirectTimerRef.current), []);

  // A terminal status: success toast then the campaign after 2 s, or the failure toast (once per request).
  const { request } = tracker;
  useEffect(() => {
    if (!request || !isTerminal(request) || handledRequestRef.current === request.id) return;
    handledRequestRef.current = request.id;
    if (isSuccessStatus(request.status)) {
      const title =
        request.status === 'completed' ? AI_STATUS_MESSAGES.completed : AI_STATUS_MESSAGES.processing_partial;
      toast.success(title, { description: successDescription(request) });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.client.all,
        predicate: (query) => !isKeyUnder(query.queryKey, queryKeys.client.aiRequests.all),
      });
      const campaignId = request.generatedCampaignId;
      redirectTimerRef.current = setTimeout(() => {
        close();
        if (campaignId) void navigate(paths.dashboard.campaign.getHref(campaignId));
      }, AI_COMPLETION_REDIRECT_MS);
      return;
    }
    const message = request.errorMessage || AI_WIZARD_TEXTS.failed;
    toast.error(message);
    setFailedMessage(message);
  }, [request, queryClient, navigate, close]);

  const handleOpenChange = (next: boolean) => {
    if (next) {
      onOpenChange(true);
      return;
    }
    const isInFlight = phase === 'generating' && failedMessage === null && !(request && isTerminal(request));
    if (isInFlight) toast(AI_WIZARD_TEXTS.startedTitle, { description: AI_WIZARD_TEXTS.startedDescription });
    // Closed while 'Te llevamos a tu nueva campaña…' shows: go there now instead of staying on the list.
    const readyCampaignId =
      phase === 'generating' && request && isSuccessStatus(request.status)
        ? request.generatedCampaignId
        : null;
    close();
    if (readyCampaignId) void navigate(paths.dashboard.campaign.getHref(readyCampaignId));
  };

  const generate = async () => {
    let brief: ReturnType<typeof toBrief>;
    try {
      brief = toBrief(values);
    } catch {
      return; // unreachable: the button is disabled while a step is invalid
    }
    const session = sessionRef.current;
    handledRequestRef.current = null;
    setFailedMessage(null);
    setPhase('generating');
    setStartedAt(Date.now());
    try {
      const { request: created } = await createRequest.mutateAsync(brief);
      if (session !== sessionRef.current) return;
      setRequestId(created.id);
    } catch (error) {
      if (session === sessionRef.current) {
        setPhase('form');
        setStartedAt(null);
      }
      if (isApiError(error) && error.status === 401) toast.error(AI_WIZARD_TEXTS.notAuthenticated);
      else if (isApiError(error)) toast.error(AI_WIZARD_TEXTS.createError, { description: error.message });
      else toast.error(AI_WIZARD_TEXTS.unexpected);
    }
  };

  const advance = () => {
    if (phase !== 'form' || !stepCheck.valid || createRequest.isPending) return;
    if (isLastStep) void generate();
    else setStepIndex((index) => index + 1);
  };

  const backToForm = () => {
    setRequestId(null);
    setStartedAt(null);
    setFailedMessage(null);
    setPhase('form');
  };

  // Focus follows the wizard: the step's control on each step, the status panel while generating.
  const setFocusTarget = useCallback((element: HTMLElement | null) => {
    focusTargetRef.current = element;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step or the phase changes.
  useEffect(() => {
    if (!open) return;
    if (phase === 'generating') generatingRef.current?.focus();
    else focusTargetRef.current?.focus();
  }, [open, stepIndex, phase]);

  const update = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const isGenerating = phase === 'generating';

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="flex max-h-dvh w-full max-w-none flex-col gap-0 overflow-hidden rounded-none rounded-t-2xl p-0 max-sm:top-auto max-sm:bottom-0 max-sm:translate-y-0 sm:h-[min(46rem,90dvh)] sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusTargetRef.current?.focus();
        }}
        onKeyDown={(event) => {
          if (!isCtrlEnter(event)) return;
          event.preventDefault();
          advance();
        }}
      >
        <DialogHeader className="border-b px-4 py-4 pr-12 sm:px-6">
          <DialogTitle className="flex items-center gap-2">
            <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
            {isGenerating ? AI_WIZARD_TEXTS.generatingTitle : AI_WIZARD_TEXTS.title}
          </DialogTitle>
          <DialogDescription className="max-sm:sr-only">
            {!isGenerating
              ? AI_WIZARD_TEXTS.description
              : failedMessage
                ? AI_WIZARD_TEXTS.failedDescription
                : request && isSuccessStatus(request.status)
                  ? AI_WIZARD_TEXTS.readyDescription
                  : AI_WIZARD_TEXTS.generatingDescription}
          </DialogDescription>
        </DialogHeader>

        {isGenerating ? (
          <>
            <div
              ref={generatingRef}
              tabIndex={-1}
              className="min-h-0 flex-1 overflow-y-auto px-4 py-5 outline-none sm:px-6"
            >
              <GenerationProgress
                request={tracker.request}
                progress={tracker.progress}
                failedMessage={failedMessage}
              />
            </div>
            {failedMessage && (
              <div className="flex flex-col-reverse gap-2 border-t px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
                <Button variant="outline" onClick={() => handleOpenChange(false)}>
                  {AI_WIZARD_TEXTS.close}
                </Button>
                <Button onClick={backToForm}>{AI_WIZARD_TEXTS.backToForm}</Button>
              </div>
            )}
          </>
        ) : (
          <form
            noValidate
            className="flex min-h-0 flex-1 flex-col"
            aria-label={AI_WIZARD_TEXTS.title}
            onSubmit={(event) => {
              event.preventDefault();
              advance();
            }}
          >
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
              <div className="grid gap-6">
                <WizardProgress stepIndex={stepIndex} />
                <p className="sr-only" aria-live="polite">
                  {`Paso ${stepIndex + 1} de ${WIZARD_STEP_COUNT}: ${step?.title ?? ''}`}
                </p>
                {step?.kind === 'text' && (
                  <TextStep
                    key={step.field}
                    title={step.title}
                    question={step.question}
                    help={step.help}
                    placeholder={step.placeholder}
                    value={values[step.field]}
                    onChange={(value) => update(step.field, value)}
                    check={stepCheck}
                    controlRef={setFocusTarget}
                  />
                )}
                {step?.kind === 'duration' && (
                  <DurationStep
                    title={step.title}
                    question={step.question}
                    help={step.help}
                    value={values.campaignDuration}
                    onChange={(value) => update('campaignDuration', value)}
                    check={stepCheck}
                    controlRef={setFocusTarget}
                  />
                )}
                {step?.kind === 'message' && (
                  <TextStep
                    title={step.title}
                    question={step.question}
                    help={step.help}
                    placeholder={step.placeholder}
                    value={values.keyMessage}
                    onChange={(value) => update('keyMessage', value)}
                    check={stepCheck}
                    isOptional
                    controlRef={setFocusTarget}
                  />
                )}
                {step?.kind === 'launch' && (
                  <LaunchStep
                    title={step.title}
                    question={step.question}
                    help={step.help}
                    value={values.launch}
                    onChange={(value) => update('launch', value)}
                    check={stepCheck}
                    headingRef={setFocusTarget}
                  />
                )}
              </div>
            </div>
            <div className="flex items-center justify-between gap-3 border-t px-4 py-3 sm:px-6">
              <Button
                variant="outline"
                disabled={stepIndex === 0}
                onClick={() => setStepIndex((index) => Math.max(0, index - 1))}
              >
                <ArrowLeftIcon aria-hidden="true" />
                {AI_WIZARD_TEXTS.previous}
              </Button>
              <span className="hidden text-muted-foreground text-xs md:inline">
                {AI_WIZARD_TEXTS.shortcut}
              </span>
              <Button type="submit" disabled={!stepCheck.valid} aria-keyshortcuts="Control+Enter">
                {isLastStep ? (
                  <>
                    <SparklesIcon aria-hidden="true" />
                    {AI_WIZARD_TEXTS.generate}
                  </>
                ) : (
                  <>
                    {AI_WIZARD_TEXTS.next}
                    <ArrowRightIcon aria-hidden="true" />
                  </>
                )}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
