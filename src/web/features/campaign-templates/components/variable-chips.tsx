import { cn } from '@/lib/cn';

/** The variables a template uses, as small chips: `{marca}` `{producto}`; «Sin variables» when it uses none. */
export function VariableChips({ names, className }: { names: readonly string[]; className?: string }) {
  if (names.length === 0)
    return <p className={cn('text-muted-foreground text-xs', className)}>Sin variables</p>;
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label="Variables">
      {names.map((name) => (
        <li
          key={name}
          className="rounded-full border bg-muted px-2 py-0.5 font-mono text-muted-foreground text-xs"
        >
          {`{${name}}`}
        </li>
      ))}
    </ul>
  );
}
