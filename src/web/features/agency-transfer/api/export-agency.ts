import { apiClient } from '@/lib/api/client';

/**
 * GET /api/admin/agency/export: the whole agency as a .zip (`agencia-<fecha>.zip`, Content-Disposition). A plain
 * same-origin link downloads it: the browser streams it to disk with the session cookie, nothing held in memory.
 */
export const AGENCY_EXPORT_HREF = apiClient.api.admin.agency.export.$path();
