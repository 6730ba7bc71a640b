import type { ClientEditFormValues } from '@shared/clients/client-form';
import { timeZoneOptions } from '@shared/time-zones';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select items cannot have an empty value: this one stands for "the agency's default" (''). */
const AGENCY_DEFAULT = '__agency__';
export const AGENCY_DEFAULT_LABEL = 'Predeterminada de la agencia';

/**
 * «Zona horaria» of the client forms: the shared list (common zones first, each with its current UTC offset);
 * empty means the agency's default (APP_TIMEZONE). A stored zone outside the list stays selectable.
 */
export function TimeZoneField<TTransformed>({
  control,
  disabled,
}: {
  control: Control<ClientEditFormValues, unknown, TTransformed>;
  disabled?: boolean;
}) {
  const options = useMemo(() => timeZoneOptions(), []);
  return (
    <FormField
      control={control}
      name="timeZone"
      render={({ field }) => {
        const value = field.value ?? '';
        const listed = value === '' || options.some((option) => option.id === value);
        return (
          <FormItem>
            <FormLabel>Zona horaria</FormLabel>
            <Select
              value={value || AGENCY_DEFAULT}
              onValueChange={(next) => field.onChange(next === AGENCY_DEFAULT ? '' : next)}
              disabled={disabled}
            >
              <FormControl>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={AGENCY_DEFAULT_LABEL} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                <SelectItem value={AGENCY_DEFAULT}>{AGENCY_DEFAULT_LABEL}</SelectItem>
                {!listed && <SelectItem value={value}>{value}</SelectItem>}
                {options.map((option) => (
                  <SelectItem key={option.id} value={option.id}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormDescription>
              Decide qué es «hoy» para el cliente y a qué hora vence cada historia.
            </FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
