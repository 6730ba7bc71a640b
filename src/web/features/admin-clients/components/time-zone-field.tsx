import { timeZoneOptions } from '@shared/time-zones';
import { useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { AGENCY_DEFAULT_LABEL, TIME_ZONE_FIELD_TEXTS } from '../utils/time-zone-texts';

/**
 * «Zona horaria» of the client forms: the shared list (common zones first, each with its current UTC offset), searched
 * by typing (issue 29: 420 zones cannot be scrolled through on a phone); empty means the agency's default
 * (APP_TIMEZONE). A stored zone outside the list stays selectable.
 */
export function TimeZoneField<T extends FieldValues & { timeZone: string }, TTransformed = T>({
  control,
  disabled,
}: {
  control: Control<T, unknown, TTransformed>;
  disabled?: boolean;
}) {
  const zones = useMemo(() => timeZoneOptions(), []);
  return (
    <FormField
      control={control}
      name={'timeZone' as FieldPath<T>}
      render={({ field }) => {
        const value = field.value ?? '';
        const listed = value === '' || zones.some((zone) => zone.id === value);
        const options: ComboboxOption[] = [
          { value: '', label: AGENCY_DEFAULT_LABEL },
          ...(listed ? [] : [{ value, label: value }]),
          // The id too, and 'UTC+1' for 'UTC+01:00': searched by city, by region or by offset.
          ...zones.map((zone) => ({
            value: zone.id,
            label: zone.label,
            keywords: `${zone.id} ${zone.label.replace(/UTC([+-])0?(\d+):00/, 'UTC$1$2')}`,
          })),
        ];
        return (
          <FormItem>
            <FormLabel>Zona horaria</FormLabel>
            <FormControl>
              <Combobox
                ref={field.ref}
                options={options}
                value={value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
                placeholder={TIME_ZONE_FIELD_TEXTS.placeholder}
                emptyText={TIME_ZONE_FIELD_TEXTS.empty}
                countText={TIME_ZONE_FIELD_TEXTS.count}
              />
            </FormControl>
            <FormDescription>
              Decide qué es «hoy» para el cliente y a qué hora vence cada historia. Escribe para buscar.
            </FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
