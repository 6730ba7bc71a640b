import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A step's heading: its title, its question (the label of the step's control) and a line of help. */
export function StepQuestion({
  title,
  question,
  help,
  labelFor,
  helpId,
  optional = false,
  headingRef,
  className,
}: {
  title: string;
  question: string;
  help: string;
  /** The id of the control the question labels; without it the question is a plain heading. */
  labelFor?: string;
  helpId: string;
  optional?: boolean;
  headingRef?: React.Ref<HTMLHeadingElement>;
  className?: string;
}) {
  const text = (
    <>
      {question}
      {optional && <span className="ml-2 font-normal text-muted-foreground text-sm">(opcional)</span>}
    </>
  );
  return (
    <div className={cn('grid gap-1', className)}>
      <p className="font-semibold text-primary text-xs uppercase tracking-wide">{title}</p>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-base leading-snug outline-none sm:text-lg"
      >
        {labelFor ? <label htmlFor={labelFor}>{text}</label> : text}
      </h3>
      <p id={helpId} className="text-muted-foreground text-sm">
        {help}
      </p>
    </div>
  );
}
