import type { PublishingStory } from '@shared/api/client-area/publishing';
import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useChecklistTicks } from '../hooks/use-checklist-ticks';

/**
 * What to add in Instagram before posting (the sticker, a link, mentions), as real checkboxes: each tick is
 * remembered on this device (utils/checklist-ticks.ts), so it survives switching to Instagram and back.
 */
export function StoryChecklist({ story }: { story: PublishingStory }) {
  const { isTicked, setTicked } = useChecklistTicks(story.id);
  if (story.checklist.length === 0) return null;
  const done = story.checklist.filter((item) => isTicked(item.id)).length;
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 flex w-full items-center justify-between gap-2">
        <span className="font-semibold text-sm">Antes de publicar</span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {done} de {story.checklist.length} hechos
        </span>
      </legend>
      <ul className="grid gap-1">
        {story.checklist.map((item) => {
          const checked = isTicked(item.id);
          return (
            <li key={item.id}>
              <label
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                  checked ? 'border-success/40 bg-success/5' : 'bg-card hover:bg-accent/50',
                )}
              >
                <span className="relative flex size-5 shrink-0 items-center justify-center">
                  <input
                    type="checkbox"
                    className="peer size-5 cursor-pointer appearance-none rounded border-2 border-input bg-card checked:border-success checked:bg-success focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
                    checked={checked}
                    onChange={(event) => setTicked(item.id, event.currentTarget.checked)}
                  />
                  <CheckIcon
                    className="pointer-events-none absolute size-3.5 text-white opacity-0 peer-checked:opacity-100"
                    strokeWidth={3}
                    aria-hidden="true"
                  />
                </span>
                <span className={cn(checked && 'text-muted-foreground line-through')}>{item.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
