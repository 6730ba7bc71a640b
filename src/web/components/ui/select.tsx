import { ChevronDownIcon } from 'lucide-react';
import type { Select as SelectPrimitive } from 'radix-ui';
import * as React from 'react';
import { afterPageSettles } from '@/lib/after-page-settles';
import { cn } from '@/lib/cn';
import { lazyModule } from '@/lib/lazy-module';
import { SELECT_TRIGGER_CLASSES } from './select-trigger-classes';

/**
 * The app's select: Radix's (select-radix.tsx: keyboard and screen-reader support, a portal popover, typeahead),
 * fetched after the first view (issue 30: with the positioning library it needs, 20 KB of JavaScript gzip that
 * drawing a form or a filter does not need). Until it has arrived each select draws the same trigger, showing the
 * chosen option's text; a click or a key on it asks for Radix and opens the list as soon as it is here, with the
 * focus kept on the trigger. The parts take Radix's props and switch together, in one render, when it arrives.
 */
const radixSelect = lazyModule(() => import('./select-radix'));

/** Fetches Radix's select now: before the first select is opened, or in a test, so that it is drawn at once. */
export const loadSelect = radixSelect.load;

type RootProps = React.ComponentProps<typeof SelectPrimitive.Root>;

interface Fallback {
  value: string | undefined;
  disabled: boolean;
  /** The text of each option, as its item gives it. */
  labels: ReadonlyMap<string, React.ReactNode>;
  setLabel(value: string, label: React.ReactNode): void;
  /** The trigger was clicked, or a key asked to open: open once Radix is here. */
  requestOpen(): void;
  /** Whether the trigger had the focus (kept when Radix's replaces it). */
  focused: React.RefObject<boolean>;
}

const FallbackContext = React.createContext<Fallback | null>(null);
const OpenOnArrival = React.createContext<{ autoFocus: boolean }>({ autoFocus: false });

export function Select({ defaultOpen, ...props }: RootProps) {
  const radix = radixSelect.useModule();
  const [openOnArrival, setOpenOnArrival] = React.useState(false);
  const focused = React.useRef(false);
  const [labels, setLabels] = React.useState<ReadonlyMap<string, React.ReactNode>>(() => new Map());
  React.useEffect(
    () =>
      afterPageSettles(() => {
        radixSelect.load().catch(() => undefined);
      }),
    [],
  );
  const fallback = React.useMemo<Fallback>(
    () => ({
      value: props.value ?? props.defaultValue,
      disabled: props.disabled ?? false,
      labels,
      // An element made anew on each render is taken once (a text is compared): no render loop.
      setLabel: (value, label) =>
        setLabels((current) =>
          current.get(value) === label || (current.has(value) && typeof label === 'object')
            ? current
            : new Map(current).set(value, label),
        ),
      requestOpen: () => {
        setOpenOnArrival(true);
        radixSelect.load().catch(() => undefined);
      },
      focused,
    }),
    [props.value, props.defaultValue, props.disabled, labels],
  );
  if (radix) {
    return (
      <OpenOnArrival.Provider value={{ autoFocus: focused.current || openOnArrival }}>
        <radix.Select {...props} defaultOpen={defaultOpen || openOnArrival} />
      </OpenOnArrival.Provider>
    );
  }
  return <FallbackContext.Provider value={fallback}>{props.children}</FallbackContext.Provider>;
}

export function SelectValue({ placeholder, ...props }: React.ComponentProps<typeof SelectPrimitive.Value>) {
  const radix = radixSelect.useModule();
  const fallback = React.useContext(FallbackContext);
  if (radix) return <radix.SelectValue placeholder={placeholder} {...props} />;
  if (!fallback) return null;
  const label = fallback.value === undefined ? undefined : fallback.labels.get(fallback.value);
  return (
    <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
      {label ?? placeholder}
    </span>
  );
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function SelectTrigger({
  className,
  children,
  onClick,
  onKeyDown,
  onFocus,
  onBlur,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  const radix = radixSelect.useModule();
  const fallback = React.useContext(FallbackContext);
  const { autoFocus } = React.useContext(OpenOnArrival);
  if (radix) {
    return (
      <radix.SelectTrigger
        {...props}
        className={className}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        autoFocus={autoFocus || props.autoFocus}
      >
        {children}
      </radix.SelectTrigger>
    );
  }
  if (!fallback) return null;
  const hasValue = fallback.value !== undefined && fallback.value !== '';
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-state="closed"
      data-placeholder={hasValue ? undefined : ''}
      disabled={fallback.disabled}
      className={cn(SELECT_TRIGGER_CLASSES, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) fallback.requestOpen();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          fallback.requestOpen();
        }
      }}
      onFocus={(event) => {
        fallback.focused.current = true;
        onFocus?.(event);
      }}
      onBlur={(event) => {
        fallback.focused.current = false;
        onBlur?.(event);
      }}
      {...props}
    >
      {children}
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}

export function SelectContent(props: React.ComponentProps<typeof SelectPrimitive.Content>) {
  const radix = radixSelect.useModule();
  // Until Radix is here the list is not drawn: its items only tell the trigger their texts.
  return radix ? <radix.SelectContent {...props} /> : props.children;
}

export function SelectItem(props: React.ComponentProps<typeof SelectPrimitive.Item>) {
  const radix = radixSelect.useModule();
  const fallback = React.useContext(FallbackContext);
  const setLabel = fallback?.setLabel;
  React.useLayoutEffect(() => {
    if (!radix && setLabel) setLabel(props.value, props.children);
  }, [radix, setLabel, props.value, props.children]);
  return radix ? <radix.SelectItem {...props} /> : null;
}
