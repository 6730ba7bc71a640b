import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';

export interface ComboboxOption {
  value: string;
  label: string;
  /** More words the search matches (an IANA id, a country), not shown. */
  keywords?: string;
}

/** Lower case, without accents or underscores: 'méxico' finds 'México', 'los angeles' finds 'America/Los_Angeles'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/_/g, ' ')
    .toLocaleLowerCase('es-ES');
}

/** The options whose label or keywords contain every word of `query`, in their order. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = normalizeSearch(`${option.label} ${option.keywords ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

type ComboboxProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  options: readonly ComboboxOption[];
  value: string;
  onValueChange(value: string): void;
  /** Said in the list when nothing matches. */
  emptyText: string;
  /** Said to screen readers with the count of matches ('12 zonas'). */
  countText?(count: number): string;
};

/**
 * A select that can be searched by typing (the WAI-ARIA 1.2 combobox pattern with a list popup): the field shows
 * the chosen option's label; typing filters the list (accents, case and underscores ignored); ↓/↑ move through the
 * matches, Enter or a tap chooses one, Escape closes the list and puts the chosen label back, as does leaving the
 * field. Long lists (the 420 time zones) stay usable on a phone.
 */
export const Combobox = React.forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  { options, value, onValueChange, emptyText, countText, className, disabled, onBlur, ...props },
  ref,
) {
  const listId = React.useId();
  const selected = options.find((option) => option.value === value) ?? null;
  const [isOpen, setIsOpen] = React.useState(false);
  const [query, setQuery] = React.useState<string | null>(null);
  const [active, setActive] = React.useState(0);
  const listRef = React.useRef<HTMLDivElement>(null);
  const matches = React.useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setIsOpen(false);
    setQuery(null);
  };
  const open = () => {
    if (isOpen) return;
    setIsOpen(true);
    setActive(Math.max(0, selected ? options.indexOf(selected) : 0));
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (option) onValueChange(option.value);
    close();
  };

  // The active option is kept in view while moving with the keyboard.
  React.useEffect(() => {
    if (!isOpen) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active, isOpen]);

  return (
    <div className="relative">
      <input
        ref={ref}
        type="text"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && matches.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setIsOpen(true);
        }}
        onClick={open}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!isOpen) return open();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => Math.min(Math.max(current + step, 0), Math.max(matches.length - 1, 0)));
          } else if (event.key === 'Enter' && isOpen) {
            event.preventDefault();
            choose(matches[active]);
          } else if (event.key === 'Escape' && isOpen) {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
        className={cn(
          'flex h-10 w-full min-w-0 text-ellipsis rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground/80 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          className,
        )}
        {...props}
      />
      <ChevronsUpDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      {isOpen && countText && (
        <p className="sr-only" aria-live="polite">
          {countText(matches.length)}
        </p>
      )}
      <ComboboxList
        ref={listRef}
        id={listId}
        isOpen={isOpen}
        label={typeof props['aria-label'] === 'string' ? props['aria-label'] : undefined}
        matches={matches}
        value={value}
        active={active}
        optionId={optionId}
        emptyText={emptyText}
        onChoose={choose}
        onHover={setActive}
      />
    </div>
  );
});

/** The popup list of matches (or the empty text); the field keeps the focus and names the active option. */
const ComboboxList = React.forwardRef<
  HTMLDivElement,
  {
    id: string;
    isOpen: boolean;
    label: string | undefined;
    matches: readonly ComboboxOption[];
    value: string;
    active: number;
    optionId: (index: number) => string;
    emptyText: React.ReactNode;
    onChoose: (option: ComboboxOption) => void;
    onHover: (index: number) => void;
  }
>(function ComboboxList(
  { id, isOpen, label, matches, value, active, optionId, emptyText, onChoose, onHover },
  ref,
) {
  return (
    <div
      ref={ref}
      id={id}
      role="listbox"
      hidden={!isOpen}
      aria-label={label}
      className="absolute z-50 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {matches.length === 0 ? (
        <p className="px-2 py-1.5 text-muted-foreground text-sm">{emptyText}</p>
      ) : (
        matches.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the field (aria-activedescendant), as the combobox pattern says
          <div
            key={option.value}
            tabIndex={-1}
            id={optionId(index)}
            data-index={index}
            role="option"
            aria-selected={option.value === value}
            data-active={index === active || undefined}
            // Chosen before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
            onMouseMove={() => onHover(index)}
            className="relative flex cursor-pointer select-none items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm data-[active]:bg-accent data-[active]:text-accent-foreground"
          >
            <span className="min-w-0 break-words">{option.label}</span>
            {option.value === value && <CheckIcon className="absolute right-2 size-4" aria-hidden="true" />}
          </div>
        ))
      )}
    </div>
  );
});
