import type { AiRequestDto } from '@shared/ai/contract';
import { AI_STATUS_MESSAGES, OFFLINE_PROVIDER } from '@shared/ai/status-messages';
import { AlertCircleIcon, CheckIcon, InfoIcon, Loader2Icon, XIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  ALL_STAGES_DONE,
  FINALIZING_MESSAGE,
  GENERATION_STAGES,
  LAST_STAGE,
  type StageState,
  stageState,
} from '../utils/generation-stages';

export const GENERATION_TEXTS = {
  checklistLabel: 'Progreso de la generación',
  waiting: 'Recibiendo información...',
  withoutAi:
    'Sin IA: no hay ningún proveedor de IA configurado, así que el generador integrado crea la campaña a partir de tus respuestas.',
  emailNote: 'Puedes cerrar esta ventana: te enviaremos un correo electrónico cuando la campaña esté lista.',
} as const;

type ShownState = StageState | 'failed';

const STATE_TEXT: Record<ShownState, string> = {
  done: 'completado',
  active: 'en curso',
  pending: 'pendiente',
  failed: 'con error',
};

function StageIcon({ state }: { state: ShownState }) {
  if (state === 'failed') {
    return (
      <span className="flex size-6 items-center justify-center rounded-full bg-destructive text-white">
        <XIcon className="size-4" aria-hidden="true" />
      </span>
    );
  }
  if (state === 'done') {
    return (
      <span className="flex size-6 items-center justify-center rounded-full bg-success text-white">
        <CheckIcon className="size-4" aria-hidden="true" />
      </span>
    );
  }
  if (state === 'active') {
    return (
      <span className="flex size-6 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      </span>
    );
  }
  return <span className="size-6 rounded-full border-2 border-muted-foreground/30" aria-hidden="true" />;
}

/**
 * The generating state: the server's status message (announced), the five-item checklist with each item's state,
 * and whether the offline generator (no AI) is doing the work. On failure the checklist stops at the step the
 * server says failed (the model's, or storing the campaign: `failedStage`), marked failed, and the error replaces
 * the status message.
 */
export function GenerationProgress({
  request,
  progress,
  failedMessage,
}: {
  request: AiRequestDto | null;
  /** Index of the item in progress; ALL_STAGES_DONE when the server says the campaign is complete. */
  progress: number;
  failedMessage: string | null;
}) {
  const statusMessage = request?.message ?? GENERATION_TEXTS.waiting;
  // Said plainly once: the server's message already says it at some stages, the note covers the others.
  const isWithoutAi =
    request !== null &&
    (request.generatedWithoutAi || request.provider === OFFLINE_PROVIDER) &&
    ![AI_STATUS_MESSAGES.withoutAi, AI_STATUS_MESSAGES.processingOffline].some((text) =>
      statusMessage.includes(text),
    );
  const isFinalizing = progress === LAST_STAGE && failedMessage === null;

  return (
    <div className="grid gap-5">
      <div
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-lg border p-4',
          failedMessage ? 'border-destructive/40 bg-destructive/5' : 'border-primary/20 bg-accent/50',
        )}
      >
        {failedMessage ? (
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        ) : progress === ALL_STAGES_DONE ? (
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <Loader2Icon
            className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
            aria-hidden="true"
          />
        )}
        {/* The failure's message says what to do; no second line repeating it. */}
        <p className="font-medium">{failedMessage ?? statusMessage}</p>
      </div>

      {!failedMessage && (
        <p className="sr-only" aria-live="polite">
          {progress === ALL_STAGES_DONE
            ? GENERATION_STAGES[LAST_STAGE]
            : isFinalizing
              ? FINALIZING_MESSAGE
              : `En curso: ${GENERATION_STAGES[progress]}`}
        </p>
      )}

      <ol aria-label={GENERATION_TEXTS.checklistLabel} className="grid gap-3">
        {GENERATION_STAGES.map((label, index) => {
          // A failure stops the checklist: what was done stays done, the item in progress failed, the rest never ran.
          const reached = stageState(index, progress);
          const state: ShownState = failedMessage && reached === 'active' ? 'failed' : reached;
          return (
            <li
              key={label}
              aria-current={state === 'active' ? 'step' : undefined}
              className="flex items-center gap-3"
            >
              <StageIcon state={state} />
              <div className="grid">
                <span
                  className={cn(
                    'text-sm',
                    state === 'pending' ? 'text-muted-foreground' : 'font-medium',
                    state === 'done' && 'text-foreground',
                    state === 'failed' && 'text-destructive',
                  )}
                >
                  {label}
                  <span className="sr-only">: {STATE_TEXT[state]}</span>
                </span>
                {index === LAST_STAGE && isFinalizing && (
                  <span className="text-muted-foreground text-xs">{FINALIZING_MESSAGE}</span>
                )}
              </div>
            </li>
          );
        })}
      </ol>

      {isWithoutAi && (
        <p className="flex gap-2 rounded-lg bg-muted/60 p-3 text-muted-foreground text-sm">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {GENERATION_TEXTS.withoutAi}
        </p>
      )}
      {!failedMessage && progress !== ALL_STAGES_DONE && (
        <p className="text-muted-foreground text-sm">{GENERATION_TEXTS.emailNote}</p>
      )}
    </div>
  );
}
