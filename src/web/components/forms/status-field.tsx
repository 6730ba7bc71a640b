import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * The 'Estado' select of the edit forms (a client's, a campaign's): one option per status, in the order
 * given, with its Spanish label. For any react-hook-form whose values have `status` among `statuses`.
 */
export function StatusField<S extends string, T extends FieldValues & { status: S }, TTransformed = T>({
  control,
  statuses,
  labels,
  description,
  disabled,
}: {
  control: Control<T, unknown, TTransformed>;
  statuses: readonly S[];
  labels: Record<S, string>;
  description?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={'status' as FieldPath<T>}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Estado</FormLabel>
          <Select
            value={field.value}
            onValueChange={(value) => field.onChange(value as S)}
            disabled={disabled}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {statuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {labels[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
