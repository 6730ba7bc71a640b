import { z } from 'zod';
import { isValidTimeZone } from './dates';

export const TIME_ZONE_MESSAGE = 'Zona horaria no válida';

/** An IANA time zone name the runtime knows ('Europe/Madrid'). */
export const TimeZone = z
  .string()
  .trim()
  .min(1, TIME_ZONE_MESSAGE)
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isValidTimeZone, TIME_ZONE_MESSAGE);
export type TimeZone = z.infer<typeof TimeZone>;
