import type { PublishingStory } from '@shared/api/client-area/publishing';
import { CheckIcon } from 'lucide-react';
import { clicksLabel } from '@/lib/clicks-label';
import { cn } from '@/lib/cn';
import { useChecklistTicks } from '../hooks/use-checklist-ticks';
import { CopyChip } from './copy-chip';

/**
 * What to add in Instagram before posting (the sticker, a link, mentions, hashtags), as real checkboxes: each tick
 * is remembered on this device (utils/checklist-ticks.ts), so it survives switching to Instagram and back. Under
 * each step, a copy button for each thing to type there (the link, each @mention, the hashtags together and each,
 * the options, the question, the countdown's title and date), so nothing is retyped. The step that copies the
 * story's tracked short link (issue 31) also says how many taps it has had, unless the agency disabled it.
 */
export function StoryChecklist({ story }: { story: PublishingStory }) {
  const { isTicked, setTicked } = useChecklistTicks(story.id);
  if (story.checklist.length === 0) return null;
  const done = story.checklist.filter((item) => isTicked(item.id)).length;
  // A list kept offline from before issue 31 has no trackedLink. A disabled one leads nowhere (the server copies
  // the address itself then): no clicks to show beside a copy.
  const tracked = story.trackedLink && !story.trackedLink.disabled ? story.trackedLink : null;
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 flex w-full items-center justify-between gap-2">
        <span className="font-semibold text-sm">Antes de publicar</span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {done} de {story.checklist.length} hechos
        </span>
      </legend>
      <ul className="grid grid-cols-1 gap-1">
        {story.checklist.map((item) => {
          const checked = isTicked(item.id);
          // A list kept offline before copy buttons existed has none.
          const copies = item.copies ?? [];
          const clicks = tracked && copies.some((copy) => copy.value === tracked.url) ? tracked.clicks : null;
          return (
            <li
              key={item.id}
              className={cn(
                'rounded-lg border text-sm transition-colors',
                checked ? 'border-success/40 bg-success/5' : 'bg-card',
              )}
            >
              <label
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2',
                  !checked && 'hover:bg-accent/50',
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
                <span
                  className={cn(
                    'min-w-0 [overflow-wrap:anywhere]',
                    checked && 'text-muted-foreground line-through',
                  )}
                >
                  {item.text}
                </span>
              </label>
              {copies.length > 0 && (
                // Under the step's text, aligned with it (past the checkbox).
                <div className="flex flex-wrap gap-1.5 px-3 pb-2.5 pl-11">
                  {copies.map((copy, index) => (
                    // Two options may read the same; their position tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
                    <CopyChip key={index} label={copy.label} name={copy.name} value={copy.value} />
                  ))}
                  {clicks !== null && (
                    <span className="self-center text-muted-foreground text-xs tabular-nums">
                      {clicksLabel(clicks)}
                    </span>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
