import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { PROOF_REQUIRED_TEXTS } from '../utils/proof-required-texts';

/**
 * «Prueba de publicación obligatoria» (issue 31 §1), a checkbox of the client form sent as `proofRequired`: when on, the
 * brand's «Marcar publicada» asks for the screenshot or the story's link (the server refuses a mark without one).
 */
export function ProofRequiredField<T extends FieldValues & { proofRequired: boolean }, TTransformed = T>({
  control,
  disabled,
}: {
  control: Control<T, unknown, TTransformed>;
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={'proofRequired' as FieldPath<T>}
      render={({ field }) => (
        <FormItem className="flex items-start gap-3 rounded-lg border p-4">
          <FormControl>
            {/* A native checkbox (not Radix's switch): the client forms' first view stays as light as it was. */}
            <input
              ref={field.ref}
              type="checkbox"
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              disabled={disabled}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
            />
          </FormControl>
          <div className="grid gap-1.5">
            <FormLabel className="cursor-pointer leading-snug">{PROOF_REQUIRED_TEXTS.label}</FormLabel>
            <FormDescription>{PROOF_REQUIRED_TEXTS.help}</FormDescription>
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  );
}
