import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A centred spinner with a message, announced politely to screen readers. */
export function FullPageStatus({
  message,
  hint,
  className,
  children,
}: {
  message: string;
  hint?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn('flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center', className)}
    >
      <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <div role="status" aria-live="polite" className="space-y-1">
        <p className="font-medium text-foreground">{message}</p>
        {hint && <p className="text-muted-foreground text-sm">{hint}</p>}
      </div>
      {children}
    </div>
  );
}
