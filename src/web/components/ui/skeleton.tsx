import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}

/** A skeleton inside a line of text (a <p>, a heading): a <span>, since a <div> there is invalid HTML. */
export function InlineSkeleton({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="skeleton"
      className={cn('inline-block animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
