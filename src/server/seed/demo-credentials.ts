/**
 * The fixed demo accounts written by the demo seed (demo-data.ts) when the database is empty.
 * They are public on purpose: the start-up banner prints them and the tests sign in with them.
 * Never used when ADMIN_EMAIL / ADMIN_PASSWORD set up a real administrator.
 */

export interface DemoLogin {
  /** Spanish label for the start-up banner. */
  label: string;
  email: string;
  password: string;
  /** Full name of the login user (the client's contact person for clients). */
  name: string;
  role: 'admin' | 'client';
  /** Brand of the client record the login belongs to (clients only). */
  brandName: string | null;
  /** The password is temporary: it must be changed at first sign-in and expires 7 days after seeding. */
  isTemporaryPassword: boolean;
}

export const DEMO_BRAND_NAMES = {
  active: 'Café Aurora',
  temporaryPassword: 'Estudio Pilates Norte',
  inactive: 'Moda Vértice',
  withoutLogin: 'Huerta Viva',
} as const;

export const DEMO_CREDENTIALS = {
  admin: {
    label: 'Agencia (administradora)',
    email: 'agencia@demo.local',
    password: 'Demo-Agencia-2026',
    name: 'Laura Martín',
    role: 'admin',
    brandName: null,
    isTemporaryPassword: false,
  },
  client: {
    label: 'Cliente activo',
    email: 'cliente@demo.local',
    password: 'Demo-Cliente-2026',
    name: 'Marta Ruiz',
    role: 'client',
    brandName: DEMO_BRAND_NAMES.active,
    isTemporaryPassword: false,
  },
  temporaryClient: {
    label: 'Cliente con contraseña temporal',
    email: 'nuevo@demo.local',
    password: 'Temporal-Nuevo-2026',
    name: 'Javier Ortega',
    role: 'client',
    brandName: DEMO_BRAND_NAMES.temporaryPassword,
    isTemporaryPassword: true,
  },
  inactiveClient: {
    label: 'Cliente inactivo',
    email: 'inactivo@demo.local',
    password: 'Demo-Inactivo-2026',
    name: 'Lucía Fernández',
    role: 'client',
    brandName: DEMO_BRAND_NAMES.inactive,
    isTemporaryPassword: false,
  },
} as const satisfies Record<string, DemoLogin>;

/** The demo client that has no login user yet (invitation pending). */
export const DEMO_CLIENT_WITHOUT_LOGIN = {
  name: 'Andrés Molina',
  brandName: DEMO_BRAND_NAMES.withoutLogin,
  email: 'contacto@huertaviva.demo',
} as const;
