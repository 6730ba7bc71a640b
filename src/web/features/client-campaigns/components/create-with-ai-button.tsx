import { SparklesIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const COMING_SOON = 'Próximamente';

/**
 * The entry to the AI campaign wizard ('Crear Campaña con IA', 'Crear Mi Primera Campaña'). The wizard is not
 * built yet, so the button is shown unavailable: it stays focusable and announced (aria-disabled, with the
 * visible 'Próximamente'), but does nothing. Both entries of the screen use this one component, so that the
 * wizard's arrival changes a single place.
 */
export function CreateWithAiButton({
  label,
  className,
  variant,
  size,
}: {
  label: string;
  className?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-disabled="true"
      onClick={(event) => event.preventDefault()}
      className={cn('cursor-not-allowed opacity-75', className)}
    >
      <SparklesIcon aria-hidden="true" />
      {label}
      <span className="rounded-full bg-current/15 px-2 py-0.5 font-semibold text-[0.7rem] uppercase tracking-wide">
        {COMING_SOON}
      </span>
    </Button>
  );
}
