/**
 * Business constants and limits of the spec (client-and-foundations section 9 and
 * admin-back-office section 9), named once for the web and the server.
 * Durations end in _MS (milliseconds) unless the name says otherwise.
 */

// --- Sign-in and sessions -------------------------------------------------------------------------

/** Failed sign-in attempts after which the login form is disabled and the server locks the e-mail. */
export const LOGIN_MAX_ATTEMPTS = 5;
/** Server-side lockout (decision 004): failures counted, and the lock held, for this many minutes. */
export const LOCKOUT_WINDOW_MINUTES = 15;
/** Auth loading timeout of the login page and the protected-route wrapper. */
export const AUTH_LOADING_TIMEOUT_MS = 5_000;
/** Profile read (and create) timeout; after it the protected route shows the critical error. */
export const PROFILE_TIMEOUT_MS = 2_000;
/** Session freshness check interval and the remaining lifetime under which the session is refreshed. */
export const SESSION_REFRESH_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_THRESHOLD_MS = 90_000;

// --- Passwords -------------------------------------------------------------------------------------

/** Delay between a successful forced password change and the redirect to /login. */
export const FORCED_PASSWORD_REDIRECT_MS = 2_000;
/** Validity of a temporary password set by the agency (decision 005). */
export const TEMP_PASSWORD_VALIDITY_DAYS = 7;

// --- Client data -----------------------------------------------------------------------------------

/** Retries of the client record load: at most 3, after 1 s, 2 s and 4 s. */
export const CLIENT_DATA_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;
export const CLIENT_DATA_MAX_RETRIES = CLIENT_DATA_RETRY_DELAYS_MS.length;

// --- Layout ----------------------------------------------------------------------------------------

/** Under this width the sidebars become slide-in drawers. */
export const MOBILE_BREAKPOINT_PX = 768;
export const TEXTAREA_MIN_HEIGHT_PX = 80;
export const CIRCULAR_PROGRESS_DEFAULT_SIZE = 120;
export const CIRCULAR_PROGRESS_DEFAULT_STROKE = 8;

// --- Realtime (SSE) --------------------------------------------------------------------------------

export const REALTIME_HEARTBEAT_MS = 25_000;
/** Reconnection delays, the last one repeated. */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

// --- Lists and windows -----------------------------------------------------------------------------

/** Upcoming stories: from today up to this many days ahead. */
export const UPCOMING_WINDOW_DAYS = 3;
export const DASHBOARD_UPCOMING_LIMIT = 5;
export const PENDING_UPCOMING_LIMIT = 10;
export const PUBLISHED_LIST_LIMIT = 5;
export const RECENT_ACTIVITY_LIMIT = 5;
/** Admin dashboard recent lists. */
export const ADMIN_RECENT_LIST_LIMIT = 5;
/** Admin campaign list page size and the number of page links its pager shows. */
export const ADMIN_CAMPAIGNS_PAGE_SIZE = 10;
export const PAGER_MAX_PAGE_LINKS = 5;

// --- Campaign JSON import --------------------------------------------------------------------------

/**
 * Not in the spec (it shows no limit): bounds that keep one import a single fast transaction. The file size
 * is checked in the browser before reading and, as the request body, by the server (413).
 */
export const CAMPAIGN_IMPORT_MAX_FILE_BYTES = 2 * 1024 * 1024;
export const CAMPAIGN_IMPORT_MAX_DAYS = 120;
export const CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY = 60;

// --- Campaign detail -------------------------------------------------------------------------------

/** Check mark shown after a copy to the clipboard. */
export const CLIPBOARD_CONFIRMATION_MS = 2_000;
/** Highlight of a story reached through an external link (?source=external or no source). */
export const HIGHLIGHT_EXTERNAL_MS = 3_000;
/** Highlight of the current story ('Ir a historia actual'). */
export const HIGHLIGHT_CURRENT_MS = 2_000;
/** Delay before scrolling to a story, letting the day accordion open. */
export const SCROLL_DELAY_MS = 300;
/** Keyword used when copying a chat automation without one. */
export const DEFAULT_CHAT_KEYWORD = 'QUIERO';
/** Landing URL placeholder that does not count as a configured landing URL. */
export const LANDING_URL_PLACEHOLDER = '[URL_LANDING_CON_CHECKOUT]';
/** The chat-automation section counts as present when at least this many of its fields are set. */
export const CHAT_AUTOMATION_MIN_FIELDS = 2;
/** Follow-up delays of this many hours or more are shown in days and hours. */
export const HOURS_PER_DAY = 24;

// --- AI campaign wizard ----------------------------------------------------------------------------

export const WIZARD_STEP_COUNT = 6;
/** Minimum characters (after trimming) of each free-text answer. */
export const WIZARD_MIN_TEXT_LENGTH = 30;
export const CAMPAIGN_DURATION_OPTIONS_DAYS = [7, 14, 21] as const;
export const DEFAULT_CAMPAIGN_DURATION_DAYS = 7;
/** Default launch: the next day at 12:00. */
export const DEFAULT_LAUNCH_DAYS_AHEAD = 1;
export const DEFAULT_LAUNCH_HOUR = 12;
export const DEFAULT_LAUNCH_MINUTE = 0;
/** Polling of the AI request status (fallback of the SSE stream). */
export const AI_REQUEST_POLL_INTERVAL_MS = 3_000;
/** Delay between a completed AI request and the redirect to the generated campaign. */
export const AI_COMPLETION_REDIRECT_MS = 2_000;
/** Expected generation time, as told to the user. */
export const AI_EXPECTED_GENERATION_MINUTES = { min: 2, max: 5 } as const;
/** Simulated local stages shown while generating. */
export const AI_SIMULATED_STAGE_DURATIONS_MS = {
  receiving: 5_000,
  consulting: 40_000,
  analyzing: 45_000,
  creating: 30_000,
} as const;
