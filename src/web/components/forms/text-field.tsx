import type { ComponentProps, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type ControlledProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref';

type FieldProps<T extends FieldValues, TTransformed> = {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
};

/** Label, control and validation message of one react-hook-form field; `disabled` wins over the form's. */
function LabelledField<T extends FieldValues, TTransformed>({
  control,
  name,
  label,
  disabled,
  renderControl,
}: FieldProps<T, TTransformed> & {
  /** The field props to spread on the control (value defaults to ''). */
  renderControl(field: ControllerRenderProps): ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {renderControl({ ...field, value: field.value ?? '', disabled: disabled ?? field.disabled })}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled text input of a react-hook-form form, with its validation message under it. */
export function TextField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label,
  disabled,
  ...inputProps
}: FieldProps<T, TTransformed> & Omit<ComponentProps<'input'>, ControlledProps>) {
  return (
    <LabelledField
      {...{ control, name, label, disabled }}
      renderControl={(field) => <Input {...inputProps} {...field} />}
    />
  );
}

/** A labelled textarea of a react-hook-form form, with its validation message under it. */
export function TextareaField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label,
  disabled,
  ...textareaProps
}: FieldProps<T, TTransformed> & Omit<ComponentProps<'textarea'>, ControlledProps>) {
  return (
    <LabelledField
      {...{ control, name, label, disabled }}
      renderControl={(field) => <Textarea {...textareaProps} {...field} />}
    />
  );
}
