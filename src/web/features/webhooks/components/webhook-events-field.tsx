import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@shared/webhooks/webhook-events';
import { useEffect, useId, useRef } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { WEBHOOK_FORM_TEXTS as TEXTS, WEBHOOK_EVENT_GROUPS } from '../utils/webhook-page-texts';

const CHECKBOX =
  'mt-px size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50';

/** A native checkbox that can also say «some» (aria-checked="mixed" through `indeterminate`). */
function Checkbox({
  checked,
  isMixed = false,
  label,
  onChange,
  disabled,
  inputRef,
  describedBy,
  isStrong = false,
  code,
}: {
  /** The event's name in the payload (`story.published`), under its label, for whoever writes the receiver. */
  code?: string;
  checked: boolean;
  isMixed?: boolean;
  label: string;
  onChange(checked: boolean): void;
  disabled?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  describedBy?: string;
  isStrong?: boolean;
}) {
  const ref = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = isMixed;
  }, [isMixed]);
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
      <input
        ref={(element) => {
          ref.current = element;
          inputRef?.(element);
        }}
        type="checkbox"
        className={CHECKBOX}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="grid">
        <span className={isStrong ? 'font-medium' : undefined}>{label}</span>
        {code && <code className="font-mono text-muted-foreground text-xs">{code}</code>}
      </span>
    </label>
  );
}

/**
 * «Eventos que se envían»: a checkbox per event, grouped (Historias, Campañas, Comentarios y clientes), with «Todos»
 * first (mixed when some are chosen). The field's value is the list of chosen event types, in the catalogue's order.
 */
export function WebhookEventsField<T extends FieldValues, TTransformed = T>({
  control,
  disabled,
}: {
  control: Control<T, unknown, TTransformed>;
  disabled?: boolean;
}) {
  const legendId = useId();
  const messageId = useId();
  return (
    <FormField
      control={control}
      name={'eventTypes' as FieldPath<T>}
      render={({ field, fieldState }) => {
        const chosen = new Set<WebhookEventType>(field.value ?? []);
        const set = (types: readonly WebhookEventType[], isOn: boolean) => {
          const next = new Set(chosen);
          for (const type of types) {
            if (isOn) next.add(type);
            else next.delete(type);
          }
          field.onChange(WEBHOOK_EVENT_TYPES.filter((type) => next.has(type)));
        };
        const describedBy = fieldState.error ? messageId : undefined;
        return (
          <FormItem>
            <fieldset
              className="grid gap-3 rounded-lg border p-4"
              aria-labelledby={legendId}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={describedBy}
            >
              <legend id={legendId} className="px-1 font-medium text-sm">
                {TEXTS.eventsLegend}
              </legend>
              <Checkbox
                label={TEXTS.allEvents}
                isStrong
                checked={chosen.size === WEBHOOK_EVENT_TYPES.length}
                isMixed={chosen.size > 0 && chosen.size < WEBHOOK_EVENT_TYPES.length}
                onChange={(isOn) => set(WEBHOOK_EVENT_TYPES, isOn)}
                disabled={disabled}
                inputRef={field.ref}
                describedBy={describedBy}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                {WEBHOOK_EVENT_GROUPS.map((group) => (
                  <fieldset key={group.label} className="grid content-start gap-1">
                    <legend className="mb-1 font-medium text-muted-foreground text-xs uppercase tracking-wide">
                      {group.label}
                    </legend>
                    {group.types.map((type) => (
                      <Checkbox
                        key={type}
                        label={WEBHOOK_EVENT_LABELS[type]}
                        code={type}
                        checked={chosen.has(type)}
                        onChange={(isOn) => set([type], isOn)}
                        disabled={disabled}
                      />
                    ))}
                  </fieldset>
                ))}
              </div>
            </fieldset>
            <FormMessage id={messageId} />
          </FormItem>
        );
      }}
    />
  );
}
