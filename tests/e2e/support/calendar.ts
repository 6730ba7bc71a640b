import type { Locator } from '@playwright/test';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { parseIsoDate } from '../../../src/shared/dates';

/**
 * Chooses a yyyy-mm-dd day on one of the app's calendars (react-day-picker, Spanish day names), moving to the next
 * month first when the day is not shown.
 */
export async function pickCalendarDay(calendar: Locator, isoDate: string) {
  const name = format(parseIsoDate(isoDate)!, 'PPPP', { locale: es });
  const day = calendar.getByRole('button', { name: new RegExp(`^${name}`) });
  await calendar.getByRole('grid').waitFor();
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  await day.click();
}
