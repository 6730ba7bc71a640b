import { addDaysIso } from '../../../shared/dates';
import { zonedWallTimeToInstant } from '../../../shared/zoned-time';

/** The instants a client's local day (yyyy-mm-dd in `timeZone`) starts and ends: 23, 24 or 25 hours apart. */
export function localDayBounds(localDate: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedWallTimeToInstant(localDate, '00:00', timeZone),
    end: zonedWallTimeToInstant(addDaysIso(localDate, 1), '00:00', timeZone),
  };
}
