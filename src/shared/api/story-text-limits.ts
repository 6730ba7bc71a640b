/**
 * Limits of the texts a client edits on the campaign detail, apart from the zod schemas of client-area.ts (which
 * re-exports them): the campaign detail page needs only these numbers, and importing them from a module that
 * builds schemas would put zod into the page's first download.
 */

/** Longest story copy accepted (Instagram's own caption limit). */
export const COPY_TEXT_MAX_LENGTH = 2_200;
/** Longest chat-automation message accepted (auto response or follow-up). */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
