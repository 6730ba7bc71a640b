import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The proof dialogs, each a chunk of its own: the sheet brings the API's zod rules, and no screen's first view needs
 * either. What opens them preloads them (`preloadOn`, or at once where the client must give a proof).
 */
export const ProofSheet = lazyWithPreload(async () => (await import('./proof-sheet')).ProofSheet);

export const RemoveProofDialog = lazyWithPreload(
  async () => (await import('./remove-proof-dialog')).RemoveProofDialog,
);
