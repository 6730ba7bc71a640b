import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The posted state of a story, a toggle button (aria-pressed): 'Publicado' when pressed, 'Pendiente' when not.
 * It works both ways; the change is optimistic (see useSetStoryPosted).
 */
export function PostedToggle({
  isPosted,
  onToggle,
  describedBy,
}: {
  isPosted: boolean;
  onToggle: () => void;
  /** Id of the story title, so the button says which story it changes. */
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPosted}
      aria-describedby={describedBy}
      title={isPosted ? 'Marcar como pendiente' : 'Marcar como publicada'}
      onClick={onToggle}
      className={cn(
        'inline-flex h-9 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-full border px-3 font-medium text-sm sm:min-w-[7.5rem] outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40',
        isPosted
          ? 'border-success/30 bg-success/12 text-success hover:bg-success/20'
          : 'border-input bg-card text-muted-foreground hover:border-primary/40 hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {isPosted ? (
        <CheckCircle2Icon className="size-4" aria-hidden="true" />
      ) : (
        <CircleIcon className="size-4" aria-hidden="true" />
      )}
      {isPosted ? 'Publicado' : 'Pendiente'}
    </button>
  );
}
