import { SparklesIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * The entry to the AI campaign wizard ('Crear Campaña con IA', 'Crear Mi Primera Campaña'). Both entries of the
 * screen use this one component; the page composes the wizard dialog it opens (features do not import each other).
 */
export function CreateWithAiButton({
  label,
  onClick,
  className,
  variant,
  size,
}: {
  label: string;
  onClick(): void;
  className?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <Button variant={variant} size={size} onClick={onClick} aria-haspopup="dialog" className={className}>
      <SparklesIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
