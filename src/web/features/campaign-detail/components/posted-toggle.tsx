import { CheckCircle2Icon, CircleIcon, LockIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

/**
 * The posted state of a story, a toggle button (aria-pressed): 'Publicado' when pressed, 'Pendiente' when not.
 * It works both ways; the change is optimistic (see useSetStoryPosted). With `blockedReason` (the campaign requires
 * the client's approval and the story has none) marking is not available: the button stays focusable but
 * aria-disabled, shows a lock, is described by the reason, and a tap says the reason instead of sending anything.
 */
export function PostedToggle({
  isPosted,
  onToggle,
  describedBy,
  blockedReason = null,
}: {
  isPosted: boolean;
  onToggle: () => void;
  /** Id of the story title, so the button says which story it changes. */
  describedBy?: string;
  blockedReason?: string | null;
}) {
  const reasonId = useId();
  const isBlocked = blockedReason !== null && !isPosted;
  const Icon = isPosted ? CheckCircle2Icon : isBlocked ? LockIcon : CircleIcon;
  return (
    <>
      <button
        type="button"
        aria-pressed={isPosted}
        aria-disabled={isBlocked || undefined}
        aria-describedby={[describedBy, isBlocked ? reasonId : null].filter(Boolean).join(' ') || undefined}
        title={isBlocked ? blockedReason : isPosted ? 'Marcar como pendiente' : 'Marcar como publicada'}
        onClick={() => (isBlocked ? toast.error(blockedReason) : onToggle())}
        className={cn(
          'inline-flex h-9 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-full border px-3 font-medium text-sm sm:min-w-[7.5rem] outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40',
          isPosted
            ? 'border-success/30 bg-success/12 text-success hover:bg-success/20'
            : isBlocked
              ? 'cursor-not-allowed border-dashed border-input bg-muted/60 text-muted-foreground'
              : 'border-input bg-card text-muted-foreground hover:border-primary/40 hover:bg-accent hover:text-accent-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
        {isPosted ? 'Publicado' : 'Pendiente'}
      </button>
      {/* Outside the button, so that its name stays «Pendiente» and the reason is its description. */}
      {isBlocked && (
        <span id={reasonId} className="sr-only">
          {blockedReason}
        </span>
      )}
    </>
  );
}
