import type { AiRequestStatus } from '../domain/statuses';

/** The provider value stored when the built-in generator (no AI model) answered. */
export const OFFLINE_PROVIDER = 'offline';

/** The stage messages of an AI request (client spec section 4, "AI request"). */
export const AI_STATUS_MESSAGES = {
  pending: 'Recibiendo información...',
  processing: (provider: string) => `Consultando con ${provider}...`,
  processingOffline: 'Generando la campaña sin IA con el generador integrado...',
  ai_completed: 'Procesando datos de campaña...',
  processing_campaign: 'Creando campaña en tu panel...',
  completed: '¡Campaña creada exitosamente!',
  processing_partial: 'Campaña creada parcialmente',
  error: (error: string | null | undefined) => `Error: ${error?.trim() ? error : 'Error desconocido'}`,
  /** Appended when the offline generator made the campaign: the user is told plainly. */
  withoutAi: 'Generada sin IA con el generador integrado (no hay un proveedor de IA configurado).',
} as const;

export interface AiStatusMessageInput {
  status: AiRequestStatus;
  /** 'offline', a provider name such as 'OpenAI', or null before the job picked the request up. */
  provider: string | null;
  errorMessage?: string | null;
}

/** The message shown next to a request's status, naming the provider ('Consultando con Ollama...'). */
export function aiStatusMessage({ status, provider, errorMessage }: AiStatusMessageInput): string {
  const offline = provider === OFFLINE_PROVIDER;
  switch (status) {
    case 'pending':
      return AI_STATUS_MESSAGES.pending;
    case 'processing':
      return offline
        ? AI_STATUS_MESSAGES.processingOffline
        : AI_STATUS_MESSAGES.processing(provider ?? 'la IA');
    case 'ai_completed':
      return AI_STATUS_MESSAGES.ai_completed;
    case 'processing_campaign':
      return AI_STATUS_MESSAGES.processing_campaign;
    case 'completed':
      return offline
        ? `${AI_STATUS_MESSAGES.completed} ${AI_STATUS_MESSAGES.withoutAi}`
        : AI_STATUS_MESSAGES.completed;
    case 'processing_partial':
      return offline
        ? `${AI_STATUS_MESSAGES.processing_partial}. ${AI_STATUS_MESSAGES.withoutAi}`
        : AI_STATUS_MESSAGES.processing_partial;
    case 'failed':
      return AI_STATUS_MESSAGES.error(errorMessage);
  }
}
