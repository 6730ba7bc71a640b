/**
 * The service worker's runtime caches (what fills them: src/web/app/pwa/pwa-options.ts; docs/web.md, "The
 * installed app"). They hold the signed-in user's data: the API reads of the client area and the story files.
 * The precache (the app shell: scripts, styles, index.html, icons) holds nobody's data and is left alone.
 */
export const RUNTIME_CACHE_NAMES = {
  /** GET reads of the client area (/api/me, /api/client/…, /api/campaigns/:id): network first, this copy offline. */
  api: 'stories-api',
  /** Story files and thumbnails (GET /api/media/…): cache first, ranges served from the cached file. */
  media: 'stories-media',
} as const;

/**
 * Deletes the runtime caches, so that the next person on a shared phone finds nothing of the previous user's
 * offline. Resolves once both are gone; never rejects (no Cache Storage outside a secure context, or a browser
 * refusing it, leaves nothing to delete).
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(RUNTIME_CACHE_NAMES).map((name) => caches.delete(name))).catch(
    () => undefined,
  );
}
