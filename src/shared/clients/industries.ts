/**
 * The industry options of the client forms (admin spec section 3, "Industry options"): the admin's client form
 * and the client's own profile offer the same list. The stored value is free text (an older or imported value
 * outside the list is kept and shown as it is).
 */
export const INDUSTRY_OPTIONS = [
  'Fitness',
  'Tecnología',
  'Salud',
  'Educación',
  'Retail',
  'Alimentación',
  'Moda',
  'Inmobiliaria',
  'Automoción',
  'Turismo',
  'Finanzas',
  'Otro',
] as const;
export type IndustryOption = (typeof INDUSTRY_OPTIONS)[number];

export function isIndustryOption(value: string): value is IndustryOption {
  return (INDUSTRY_OPTIONS as readonly string[]).includes(value);
}
