import { ChevronDownIcon, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A section folded behind its heading: a button with aria-expanded (Enter and Space open and close it), its content
 * not rendered while closed. «Publicar hoy» folds today's published stories, tomorrow's and the old leftovers
 * («Atrasadas antiguas (N)») this way; 'Historias Pendientes' its old leftovers. With `id`, a link to `#id` opens
 * it and brings it into view (the dashboard's "N atrasadas antiguas").
 */
export function Disclosure({
  id,
  title,
  icon: Icon,
  iconClassName = 'text-success',
  children,
}: {
  /** The section's element id: a page opened at #id starts with the section open and in view. */
  id?: string;
  title: string;
  icon?: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
}) {
  const isLinked = id !== undefined && typeof window !== 'undefined' && window.location.hash === `#${id}`;
  const [isOpen, setIsOpen] = useState(isLinked);
  const contentId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the section appears
  useEffect(() => {
    if (!isLinked) return;
    buttonRef.current?.focus({ preventScroll: true });
    buttonRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <section id={id} aria-label={title} className="grid scroll-mt-20 grid-cols-1 gap-2">
      <h2>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border bg-card px-4 py-2 text-left font-semibold text-sm hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="flex items-center gap-2">
            {Icon && <Icon className={cn('size-4', iconClassName)} aria-hidden="true" />}
            {title}
          </span>
          <ChevronDownIcon
            className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={contentId} className="grid grid-cols-1 gap-2" hidden={!isOpen}>
        {isOpen && children}
      </div>
    </section>
  );
}
