import { cn } from '@/lib/cn';

/** The product's mark: a story ring on the brand gradient. Decorative (the product name is always next to it). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-gradient shadow-md',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-3/5" fill="none" aria-hidden="true">
        <circle
          cx="16"
          cy="16"
          r="11"
          stroke="white"
          strokeWidth="3.2"
          strokeDasharray="7 3.2"
          strokeLinecap="round"
        />
        <circle cx="16" cy="16" r="4.5" fill="white" />
      </svg>
    </span>
  );
}
