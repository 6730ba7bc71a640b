import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { copiedToast } from '../utils/copied-toast';

/**
 * A small button that copies one thing the brand types into Instagram (a link, '@cafe', '#blend', an option). It
 * shows `label` and is named `name` ('Copiar enlace'), which contains the label; a check mark for 2 s after a copy.
 */
export function CopyChip({
  label,
  name,
  value,
  description,
  className,
}: {
  label: string;
  name: string;
  value: string;
  /** Under 'Copiado' in the toast; by default the start of what was copied. */
  description?: string;
  className?: string;
}) {
  const { copy, isCopied } = useCopyToClipboard(copiedToast(value, description));
  const Icon = isCopied ? CheckIcon : CopyIcon;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={name}
      title={name}
      className={cn('h-9 max-w-full min-w-0 gap-1.5 rounded-full px-3 font-normal', className)}
      onClick={() => void copy(value)}
    >
      <Icon className={cn('shrink-0', isCopied && 'text-success')} aria-hidden="true" />
      <span className="truncate">{label}</span>
    </Button>
  );
}
