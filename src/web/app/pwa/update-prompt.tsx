import { useEffect, useReducer } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useStore } from '@/lib/create-store';
import { waitingUpdate } from './waiting-update';

export const UPDATE_PROMPT_TEXTS = {
  title: 'Hay una nueva versión del panel',
  update: 'Actualizar',
  later: 'Más tarde',
} as const;

/** Each showing gets its own id: sonner would merge a toast shown again under the id of one being removed. */
let showing = 0;

/**
 * Offers a waiting new version in a toast that stays until the user answers: 'Actualizar' activates it (the page
 * reloads), 'Más tarde' hides it until the next start of the app. Nothing else removes it: it cannot be swiped or
 * closed, and when something dismisses every toast (signing out does), it comes back.
 */
export function UpdatePrompt() {
  const update = useStore(waitingUpdate);
  const [timesDismissedByOthers, countDismissal] = useReducer((count: number) => count + 1, 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a dismissal by someone else shows the toast again
  useEffect(() => {
    if (!update) return;
    const id = `update-prompt-${++showing}`;
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
            waitingUpdate.set(null);
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
            void update.apply();
          }}
        >
          {UPDATE_PROMPT_TEXTS.update}
        </Button>
      ),
      onDismiss: () => {
        if (!isAnswered) countDismissal();
      },
    });
    return () => {
      isAnswered = true;
      toast.dismiss(id);
    };
  }, [update, timesDismissedByOthers]);

  return null;
}
