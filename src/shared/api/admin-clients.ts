/** Answers of the admin client routes that are not the client itself (src/shared/clients holds those). */
import { z } from 'zod';

/** DELETE /api/admin/clients/{id}: the client deleted and how many rows went with it. */
export const DeletedClientResponse = z.object({
  ok: z.literal(true),
  client: z.object({ id: z.string(), brandName: z.string() }),
  deleted: z.object({
    campaigns: z.number().int(),
    days: z.number().int(),
    stories: z.number().int(),
    loginUser: z.boolean(),
  }),
});
export type DeletedClientResponse = z.infer<typeof DeletedClientResponse>;
