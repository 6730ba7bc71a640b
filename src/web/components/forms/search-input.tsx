import { SearchIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> & {
  /** The field's accessible name (visually hidden: the placeholder and the icon say what it is). */
  label: string;
  value: string;
  onValueChange(value: string): void;
};

/** A list's search box: a search-type input with a magnifier icon and a screen-reader label. */
export function SearchInput({ label, value, onValueChange, className, id, ...props }: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={inputId} className="sr-only">
        {label}
      </Label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        autoComplete="off"
        {...props}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="text-ellipsis pl-9 placeholder:text-sm"
      />
    </div>
  );
}
