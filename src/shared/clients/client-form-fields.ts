/** The client form's Spanish messages, limits and values, without zod (the web's form imports them light; the schemas are in client-form.ts). */

import type { CLIENT_STATUSES } from '../domain/statuses';

/** The Spanish messages of the client form (admin spec section 5). */
export const CLIENT_FORM_MESSAGES = {
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  brandNameMin: 'El nombre de marca debe tener al menos 2 caracteres',
  email: 'Email inválido',
  tooLong: 'El texto es demasiado largo',
  status: 'El estado debe ser activo, inactivo o pendiente',
} as const;

/** Upper bounds (ours, not the spec's): a request cannot store megabytes in a name. */
export const CLIENT_FIELD_LIMITS = {
  name: 120,
  brandName: 120,
  email: 254,
  phone: 40,
  industry: 80,
  description: 2000,
} as const;

/** What the form fields hold (plain strings; the schemas turn empty optional values into null). */
export type ClientFormValues = {
  name: string;
  brandName: string;
  email: string;
  phone: string;
  industry: string;
  description: string;
  /** '' is the agency's default. */
  timeZone: string;
};
export type ClientEditFormValues = ClientFormValues & { status: (typeof CLIENT_STATUSES)[number] };

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  brandName: '',
  email: '',
  phone: '',
  industry: '',
  description: '',
  timeZone: '',
};
