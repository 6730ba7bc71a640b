import { z } from 'zod';
import { ADMIN_CAMPAIGNS_PAGE_SIZE } from '../constants';
import { CAMPAIGN_STATUSES, CLIENT_STATUSES } from '../domain/statuses';
import { CAMPAIGN_LIST_MAX_PAGE, CAMPAIGN_SEARCH_MAX_LENGTH } from './admin-campaign-limits';

/**
 * The admin back-office's campaign list, dashboard and campaign deletion: request and response shapes shared
 * by the API (validation, OpenAPI) and the web app (types, URL parsing), and their Spanish texts.
 */

export { CAMPAIGN_LIST_MAX_PAGE, CAMPAIGN_SEARCH_MAX_LENGTH } from './admin-campaign-limits';

export const ADMIN_CAMPAIGN_TEXTS = {
  searchTooLong: `La búsqueda no puede tener más de ${CAMPAIGN_SEARCH_MAX_LENGTH} caracteres`,
  invalidStatus: 'El estado debe ser uno de: active, completed, paused o draft',
  invalidPage: `La página debe ser un número entero entre 1 y ${CAMPAIGN_LIST_MAX_PAGE}`,
  confirmationRequired: 'Escribe ELIMINAR para confirmar la eliminación',
  confirmationMismatch: 'Escribe ELIMINAR para confirmar la eliminación.',
  campaignNotFound: 'Campaña no encontrada',
  noSession: 'No hay sesión activa',
  deleteFailed: 'Error al eliminar la campaña',
  deleted: 'Campaña eliminada',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/campaigns query: `q` (client brand, trimmed), `status`, `page` (1-based). */
export const AdminCampaignListQuery = z.object({
  q: z
    .string()
    .max(CAMPAIGN_SEARCH_MAX_LENGTH, ADMIN_CAMPAIGN_TEXTS.searchTooLong)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(CAMPAIGN_STATUSES, { error: ADMIN_CAMPAIGN_TEXTS.invalidStatus }).optional(),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[1-9][0-9]{0,6}$/, ADMIN_CAMPAIGN_TEXTS.invalidPage)
      .transform(Number)
      .pipe(z.number().max(CAMPAIGN_LIST_MAX_PAGE, ADMIN_CAMPAIGN_TEXTS.invalidPage))
      .optional()
      .default(1),
  ),
});
export type AdminCampaignListQuery = z.output<typeof AdminCampaignListQuery>;

export const CampaignClientRef = z.object({ id: z.string(), brandName: z.string() });

export const AdminCampaignListItem = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    startDate: z.string().meta({ description: 'yyyy-mm-dd' }),
    endDate: z.string().meta({ description: 'yyyy-mm-dd' }),
    createdAt: z.string(),
    client: CampaignClientRef,
    totalStories: z.number().int(),
    postedStories: z.number().int(),
    /** Stories marked «No se publicará»: out of the progress denominator (src/shared/domain/progress.ts). */
    skippedStories: z.number().int(),
  })
  .meta({ id: 'AdminCampaignListItem' });
export type AdminCampaignListItem = z.infer<typeof AdminCampaignListItem>;

export const AdminCampaignList = z
  .object({
    campaigns: z.array(AdminCampaignListItem),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.literal(ADMIN_CAMPAIGNS_PAGE_SIZE),
    pageCount: z.number().int(),
  })
  .meta({ id: 'AdminCampaignList' });
export type AdminCampaignList = z.infer<typeof AdminCampaignList>;

/** DELETE /api/admin/campaigns/{id} body: the campaign title typed by the admin, exactly. */
export const DeleteCampaignBody = z.object({
  confirmationTitle: z
    .string({ error: ADMIN_CAMPAIGN_TEXTS.confirmationRequired })
    .min(1, ADMIN_CAMPAIGN_TEXTS.confirmationRequired)
    .max(10_000, ADMIN_CAMPAIGN_TEXTS.confirmationMismatch),
});
export type DeleteCampaignBody = z.infer<typeof DeleteCampaignBody>;

/**
 * The word typed to delete a campaign (issue 29): short whatever the title's length (a 200-character title was to be
 * typed exactly before), in capitals as shown, though a phone's automatic capital or a trailing space is forgiven.
 */
export const CAMPAIGN_DELETE_WORD = 'ELIMINAR';

/**
 * The confirmation rule of the delete dialog: the word ELIMINAR (any case, spaces around ignored), or, for callers
 * of the API written before, the campaign's exact title.
 */
export function isCampaignDeletionConfirmed(typed: string, title: string): boolean {
  return typed.trim().toLocaleUpperCase('es-ES') === CAMPAIGN_DELETE_WORD || typed === title;
}

export const AdminDashboard = z
  .object({
    stats: z.object({
      totalClients: z.number().int(),
      activeCampaigns: z.number().int(),
      completedCampaigns: z.number().int(),
    }),
    recentClients: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        brandName: z.string(),
        email: z.string(),
        status: z.enum(CLIENT_STATUSES),
        createdAt: z.string(),
      }),
    ),
    recentCampaigns: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        status: z.enum(CAMPAIGN_STATUSES),
        startDate: z.string(),
        endDate: z.string(),
        client: CampaignClientRef,
      }),
    ),
    /** The latest failed AI generations of the last 14 days, with the technical detail the brand did not see. */
    failedAiRequests: z.array(
      z.object({
        id: z.string(),
        client: CampaignClientRef,
        failedAt: z.string(),
        launchDatetime: z.string(),
        detail: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof AdminDashboard>;
