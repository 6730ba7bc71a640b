import { z } from 'zod';

export const CLIENT_NAME_MISMATCH = 'El nombre del cliente no coincide.';

/** Body of DELETE /api/admin/clients/{id}: the brand name typed by the admin. */
export const ClientDeleteInput = z.object({
  confirmationName: z.string().max(500),
});
export type ClientDeleteInput = z.infer<typeof ClientDeleteInput>;

/** The exact brand name, as the spec asks: no trimming, no case folding. */
export function isClientConfirmationValid(typed: string, brandName: string): boolean {
  return typed === brandName;
}
