import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

/**
 * Copies `text` to the clipboard; shows a check mark for 2 s afterwards. `label` names what is copied for
 * screen readers (icon-only) or is shown next to the icon (`showLabel`). The toast announces the result.
 */
export function CopyButton({
  text,
  label,
  showLabel = false,
  className,
  variant = 'ghost',
  size,
}: {
  text: string;
  label: string;
  showLabel?: boolean;
  className?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const { copy, isCopied } = useCopyToClipboard();
  const Icon = isCopied ? CheckIcon : CopyIcon;
  return (
    <Button
      variant={variant}
      size={size ?? (showLabel ? 'sm' : 'icon')}
      className={cn(!showLabel && 'size-9 text-muted-foreground', className)}
      onClick={() => void copy(text)}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
    >
      <Icon className={cn(isCopied && 'text-success')} aria-hidden="true" />
      {showLabel && label}
    </Button>
  );
}
