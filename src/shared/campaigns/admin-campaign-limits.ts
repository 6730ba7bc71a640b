/**
 * Limits of the admin campaign list's URL parameters, apart from the zod schemas of admin-campaigns.ts (which
 * re-exports them): the web app parses its URL with them, and importing them from there would bring zod into
 * the /admin/campaigns page.
 */

/** Longest search text accepted (a brand name is far shorter). */
export const CAMPAIGN_SEARCH_MAX_LENGTH = 200;
/** Highest page number accepted (10 campaigns a page: ten million campaigns). */
export const CAMPAIGN_LIST_MAX_PAGE = 1_000_000;
