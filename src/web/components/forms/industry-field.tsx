import { INDUSTRY_OPTIONS, isIndustryOption } from '@shared/clients/industries';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select items cannot have an empty value: this one stands for "no industry". */
const NO_INDUSTRY = '__none__';

/**
 * The 'Industria' select of the client forms (admin spec section 3): the spec's options plus 'Sin especificar'
 * (stored as ''); a stored value outside the list (older data, an import) stays selectable and is kept.
 * For any react-hook-form whose values have `industry: string`.
 */
export function IndustryField<T extends FieldValues & { industry: string }, TTransformed = T>({
  control,
  disabled,
}: {
  control: Control<T, unknown, TTransformed>;
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={'industry' as FieldPath<T>}
      render={({ field }) => {
        const value = String(field.value ?? '');
        const options: readonly string[] =
          value && !isIndustryOption(value) ? [...INDUSTRY_OPTIONS, value] : INDUSTRY_OPTIONS;
        return (
          <FormItem>
            <FormLabel>Industria</FormLabel>
            <Select
              value={value || NO_INDUSTRY}
              onValueChange={(next) => field.onChange(next === NO_INDUSTRY ? '' : next)}
              disabled={disabled}
            >
              <FormControl>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Selecciona una industria" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                <SelectItem value={NO_INDUSTRY}>Sin especificar</SelectItem>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
