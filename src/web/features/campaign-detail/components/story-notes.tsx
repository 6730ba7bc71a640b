import { type NoteTone, noteTone } from '@shared/domain/note-tone';
import { InfoIcon, PauseCircleIcon, StickyNoteIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONE_STYLES: Record<NoteTone, { className: string; icon: typeof InfoIcon }> = {
  blue: { className: 'border-info/30 bg-info/8 text-info', icon: InfoIcon },
  amber: { className: 'border-warning/50 bg-warning/12 text-[oklch(0.45_0.12_65)]', icon: PauseCircleIcon },
  grey: { className: 'border-border bg-muted text-muted-foreground', icon: StickyNoteIcon },
};

/** The story's notes, coloured by the shared rule: blue (speaking story or adjust/change), amber (pause), grey. */
export function StoryNotes({ storyType, notes }: { storyType: string; notes: string | null }) {
  if (!notes?.trim()) return null;
  const tone = noteTone(storyType, notes);
  const { className, icon: Icon } = TONE_STYLES[tone];
  return (
    <div data-tone={tone} className={cn('flex gap-2 rounded-lg border p-3 text-sm', className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 whitespace-pre-line">
        <span className="font-medium">Notas: </span>
        <span className="text-foreground">{notes.trim()}</span>
      </p>
    </div>
  );
}
