import { describe, expect, it } from 'vitest';
import { timeZonePlace, zonedTimeLabel } from './time-zone-label';

describe('a zone named for a reader', () => {
  it.each([
    ['Europe/Madrid', 'Madrid'],
    ['America/Mexico_City', 'Ciudad de México'],
    ['Atlantic/Canary', 'Canarias'],
    ['America/Bogota', 'Bogotá'],
    ['Asia/Tokyo', 'Tokyo'],
    ['America/Argentina/Cordoba', 'Cordoba'],
    ['America/Port_of_Spain', 'Port of Spain'],
    ['UTC', 'UTC'],
  ])('%s reads %s', (id, place) => {
    expect(timeZonePlace(id)).toBe(place);
  });

  it('names the zone beside the time', () => {
    expect(zonedTimeLabel('16:00', 'America/Mexico_City')).toBe('16:00 (hora de Ciudad de México)');
  });
});
