import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export const UPDATE_PROMPT_TEXTS = {
  title: 'Hay una nueva versión del panel',
  update: 'Actualizar',
  later: 'Más tarde',
} as const;

/** Each showing gets its own id: sonner would merge a toast shown again under the id of one being removed. */
let showings = 0;
/** A prompt is on screen, waiting for an answer: a newer version found meanwhile needs no second one. */
let isWaitingForAnswer = false;

/**
 * Offers a new version, installed and waiting, in a toast that stays until the user answers: 'Actualizar' calls
 * `apply` (the waiting service worker takes over and the page reloads), 'Más tarde' hides it until the app starts
 * again. Nothing else removes it: it cannot be swiped or closed, and when something dismisses every toast
 * (signing out does), it is shown again.
 */
export function showUpdatePrompt(apply: () => Promise<void>): void {
  if (isWaitingForAnswer) return;
  isWaitingForAnswer = true;
  const id = `update-prompt-${++showings}`;
  let isAnswered = false;
  toast(UPDATE_PROMPT_TEXTS.title, {
    id,
    duration: Number.POSITIVE_INFINITY,
    dismissible: false,
    closeButton: false,
    cancel: (
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          isAnswered = true;
          isWaitingForAnswer = false;
          toast.dismiss(id);
        }}
      >
        {UPDATE_PROMPT_TEXTS.later}
      </Button>
    ),
    action: (
      <Button
        size="sm"
        onClick={() => {
          isAnswered = true;
          void apply();
        }}
      >
        {UPDATE_PROMPT_TEXTS.update}
      </Button>
    ),
    onDismiss: () => {
      if (isAnswered) return;
      isWaitingForAnswer = false;
      showUpdatePrompt(apply);
    },
  });
}
