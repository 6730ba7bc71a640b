/** The select trigger's look, shared by Radix's (select-radix.tsx) and the one drawn until it arrives (select.tsx). */
export const SELECT_TRIGGER_CLASSES = [
  'flex h-10 w-full cursor-pointer items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-card px-3 py-2 text-left text-base shadow-xs outline-none transition-[color,box-shadow] disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-muted-foreground md:text-sm',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  '*:data-[slot=select-value]:min-w-0 *:data-[slot=select-value]:truncate [&_svg]:pointer-events-none [&_svg]:shrink-0',
].join(' ');
