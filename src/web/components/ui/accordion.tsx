import { ChevronDownIcon } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * shadcn/ui's accordion on Radix: each trigger is a button inside a heading, with aria-expanded and
 * aria-controls; arrow keys, Home and End move between triggers. Closed content is unmounted.
 */
export function Accordion(props: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />;
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item data-slot="accordion-item" className={cn('border-b', className)} {...props} />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel,
  hideChevron = false,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Level of the heading that wraps the trigger (h3 by default). */
  headingLevel?: 2 | 3 | 4;
  hideChevron?: boolean;
}) {
  const heading = headingLevel ? (`h${headingLevel}` as const) : 'h3';
  const HeadingTag = heading;
  return (
    <AccordionPrimitive.Header asChild>
      <HeadingTag className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg.accordion-chevron]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          {!hideChevron && (
            <ChevronDownIcon
              aria-hidden="true"
              className="accordion-chevron pointer-events-none mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform duration-200"
            />
          )}
        </AccordionPrimitive.Trigger>
      </HeadingTag>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm data-[state=open]:animate-fade-in"
      {...props}
    >
      <div className={cn('pt-0 pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
