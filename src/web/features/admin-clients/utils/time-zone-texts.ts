/** The texts of the «Zona horaria» field, without react-hook-form (the client's page shows the default's name). */

export const AGENCY_DEFAULT_LABEL = 'Predeterminada de la agencia';

export const TIME_ZONE_FIELD_TEXTS = {
  placeholder: 'Busca un país, una ciudad o UTC+1',
  empty: 'Ninguna zona horaria coincide.',
  count: (count: number) => (count === 1 ? '1 zona horaria' : `${count} zonas horarias`),
} as const;
