import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface ViewTab<T extends string> {
  value: T;
  label: ReactNode;
  /** Extra handlers of the tab (e.g. preloading what its panel needs). */
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * The phone's 'Historias' / 'Calendario' switch of the campaign screen, without Radix (issue 30: its first view):
 * a tablist whose tabs carry aria-selected and aria-controls, Left / Right / Home / End move and select (the
 * selected tab alone is in the Tab order), and only the selected panel is mounted. Classes as shadcn/ui's tabs.
 */
export function ViewTabs<T extends string>({
  value,
  onValueChange,
  tabs,
  listClassName,
  panelClassName,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  tabs: readonly ViewTab<T>[];
  listClassName?: string;
  panelClassName?: (value: T) => string | undefined;
  /** The selected tab's panel content. */
  children: ReactNode;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onValueChange(tab.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.value))}`)?.focus();
  };
  return (
    <div data-slot="tabs" className="flex flex-col gap-4">
      <div
        ref={listRef}
        role="tablist"
        aria-orientation="horizontal"
        data-slot="tabs-list"
        onKeyDown={onKeyDown}
        className={cn(
          'inline-flex h-11 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground outline-none',
          listClassName,
        )}
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.value) : undefined}
              data-state={isSelected ? 'active' : 'inactive'}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onPointerEnter={tab.onPointerEnter}
              onFocus={tab.onFocus}
              data-slot="tabs-trigger"
              className="inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1 font-medium text-sm outline-none transition-[color,background-color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg:not([class*=size-])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        data-state="active"
        data-slot="tabs-content"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: reachable with Tab, as Radix's tab panel was
        tabIndex={0}
        className={cn('flex-1 outline-none', panelClassName?.(value))}
      >
        {children}
      </div>
    </div>
  );
}
