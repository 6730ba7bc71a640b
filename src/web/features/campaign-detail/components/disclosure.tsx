import { ChevronDownIcon } from 'lucide-react';
import type { HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

/** The attribute that marks the triggers arrow keys move between (see `moveBetweenTriggers`). */
export const DISCLOSURE_TRIGGER_ATTRIBUTE = 'data-disclosure-trigger';

/**
 * A collapsible section without Radix (the campaign screen's days, chat automation and launch plan): a real button
 * inside a heading, with aria-expanded and aria-controls, and the content (a region named by the button) mounted
 * only while open. Classes and data-state as the accordion of components/ui had, so the screen looks the same.
 */
export function Disclosure({
  ref,
  id,
  isOpen,
  onOpenChange,
  headingLevel,
  label,
  className,
  itemProps,
  triggerClassName,
  contentClassName,
  trigger,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  /** The outer element's id (what the screen scrolls to), base of the button's and the content's. */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  headingLevel: 2 | 3;
  /** The button's accessible name (its face may be split into many pieces). */
  label: string;
  className?: string;
  /** Other attributes of the outer element (data attributes). */
  itemProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  triggerClassName?: string;
  contentClassName?: string;
  trigger: ReactNode;
  /** The content, called only while open. */
  children: () => ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const state = isOpen ? 'open' : 'closed';
  const buttonId = `${id}-boton`;
  const contentId = `${id}-contenido`;
  return (
    <div ref={ref} id={id} {...itemProps} data-state={state} className={className}>
      <Heading data-state={state} className="flex">
        <button
          type="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={isOpen ? contentId : undefined}
          aria-label={label}
          data-state={state}
          {...{ [DISCLOSURE_TRIGGER_ATTRIBUTE]: '' }}
          onClick={() => onOpenChange(!isOpen)}
          className={cn(
            'flex flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50',
            triggerClassName,
          )}
        >
          {trigger}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn(
              'pointer-events-none mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform duration-200',
              isOpen && 'rotate-180',
            )}
          />
        </button>
      </Heading>
      {isOpen && (
        // A named section is a region, as the accordion's content was.
        <section
          id={contentId}
          aria-labelledby={buttonId}
          data-state="open"
          className="overflow-hidden text-sm data-[state=open]:animate-fade-in"
        >
          <div className={cn('pt-0 pb-4', contentClassName)}>{children()}</div>
        </section>
      )}
    </div>
  );
}

/**
 * Arrow Down / Up, Home and End move the focus between the disclosure triggers inside the element that handles
 * the key (as the Radix accordion did between its items).
 */
export function moveBetweenTriggers(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute(DISCLOSURE_TRIGGER_ATTRIBUTE)) return;
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(`[${DISCLOSURE_TRIGGER_ATTRIBUTE}]`),
  ];
  const index = triggers.indexOf(target);
  const last = triggers.length - 1;
  const next =
    event.key === 'ArrowDown'
      ? index === last
        ? 0
        : index + 1
      : event.key === 'ArrowUp'
        ? index === 0
          ? last
          : index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
  if (next === null || index < 0) return;
  event.preventDefault();
  triggers[next]?.focus();
}
