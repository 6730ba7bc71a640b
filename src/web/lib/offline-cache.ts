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

/** The cached reads that show whether a story is posted: 'Publicar hoy', the overview, the lists, a campaign. */
const STORY_STATE_READ = /^\/api\/(?:client\/(?:publishing|overview|campaigns)|campaigns\/[^/]+)$/;

/**
 * Forgets the offline copies of the reads that show stories' posted state, once a mark has reached the server.
 * Without this, the read that follows the delivery could be answered by the service worker's older copy (network
 * first, but past 4 s without an answer, on a slow connection or a busy server, the last copy) and put back the
 * state from before the mark, whose overlay has just been dropped. With no copy left, that read waits for the
 * network, and its answer is the new copy. Never rejects.
 */
export async function forgetStoryStateReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(RUNTIME_CACHE_NAMES.api);
    const requests = await cache.keys();
    await Promise.all(
      requests
        .filter((request) => STORY_STATE_READ.test(new URL(request.url).pathname))
        .map((request) => cache.delete(request)),
    );
  } catch {
    // No Cache Storage here (or refused): nothing is cached to be stale.
  }
}
