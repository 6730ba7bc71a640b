/**
 * Answers of the account routes: GET /api/me and the password changes (POST /api/account/*).
 * Plain zod, isomorphic: the server documents its routes with them and the web gets their types through `hc`.
 */
import { z } from 'zod';
import { ROLES } from '../auth/roles';

/** A write that has nothing else to tell: `{ ok: true }`. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** The signed-in user's profile. Instants are ISO 8601 strings (UTC). */
export const Profile = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

/** GET /api/me: the profile and whether the temporary password must be changed first. */
export const Me = z.object({
  profile: Profile,
  mustChangePassword: z.boolean(),
  tempPasswordExpiresAt: z.string().nullable(),
});
export type Me = z.infer<typeof Me>;
