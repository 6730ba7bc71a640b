import { z } from 'zod';

/** The 201 answer of POST /api/admin/agency/import: what was created, and the templates left out. */
export const AgencyImportResponse = z.object({
  clients: z.number().int(),
  campaigns: z.number().int(),
  templates: z.number().int(),
  /** Templates not created because one with the same name (whatever its case) was already there. */
  skippedTemplates: z.array(z.string()),
});
export type AgencyImportResponse = z.infer<typeof AgencyImportResponse>;
