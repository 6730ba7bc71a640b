/**
 * The e2e run's Instagram: the test double of Meta's API (tests/setup/instagram-double/main.ts, started by
 * playwright.config.ts) and what every story published through it reports, which the results screen must show.
 */
export const INSTAGRAM_DOUBLE_METRICS = { views: 1864, reach: 1437, replies: 12, shares: 9, follows: 4 };
