import { z } from 'zod';
import { CLIENT_STATUSES } from '../domain/statuses';
import { optionalText, requiredText } from '../text/text-fields';
import { TimeZone } from '../time-zone-schema';
import { CLIENT_FIELD_LIMITS, CLIENT_FORM_MESSAGES } from './client-form-fields';

/** A required one-line text (name, brand): at least 2 characters. */
const requiredName = (max: number, tooShort: string) =>
  requiredText({ min: 2, max, tooShort, tooLong: CLIENT_FORM_MESSAGES.tooLong, singleLine: true });

/**
 * An optional text field: empty (or missing) is stored as null (spec: empty optional values are null).
 * `singleLine` fields (phone, industry) refuse control characters; the description keeps its line breaks.
 */
const optionalField = (max: number, { singleLine }: { singleLine: boolean }) =>
  optionalText({ max, tooLong: CLIENT_FORM_MESSAGES.tooLong, singleLine });

const clientFields = {
  name: requiredName(CLIENT_FIELD_LIMITS.name, CLIENT_FORM_MESSAGES.nameMin),
  brandName: requiredName(CLIENT_FIELD_LIMITS.brandName, CLIENT_FORM_MESSAGES.brandNameMin),
  email: z
    .string()
    .trim()
    .max(CLIENT_FIELD_LIMITS.email, CLIENT_FORM_MESSAGES.email)
    .pipe(z.email(CLIENT_FORM_MESSAGES.email))
    .transform((email) => email.toLowerCase()),
  phone: optionalField(CLIENT_FIELD_LIMITS.phone, { singleLine: true }),
  /** Free text: the form offers INDUSTRY_OPTIONS, an older value outside the list is kept. */
  industry: optionalField(CLIENT_FIELD_LIMITS.industry, { singleLine: true }),
  description: optionalField(CLIENT_FIELD_LIMITS.description, { singleLine: false }),
  /**
   * IANA zone of the client's "today" and due instants. Missing: unchanged on update, none on create; null or
   * '' (the form's «Predeterminada de la agencia»): the agency's default, APP_TIMEZONE.
   */
  timeZone: z
    .union([z.literal('').transform(() => null), TimeZone])
    .nullable()
    .optional(),
  /**
   * «Marcar publicada» needs a proof of posting (a screenshot or the story's link) from this client. Missing:
   * unchanged on update, off on create.
   */
  proofRequired: z.boolean({ error: 'Indica si la prueba de publicación es obligatoria.' }).optional(),
};

/** Body of POST /api/admin/clients and the new-client form. New clients start active (spec section 4). */
export const ClientCreateInput = z.object(clientFields);
export type ClientCreateInput = z.output<typeof ClientCreateInput>;

/** Body of PATCH /api/admin/clients/{id} and the edit form: the same fields plus the status. */
export const ClientUpdateInput = z.object({
  ...clientFields,
  status: z.enum(CLIENT_STATUSES, CLIENT_FORM_MESSAGES.status),
});
export type ClientUpdateInput = z.output<typeof ClientUpdateInput>;
