import { fileURLToPath, URL } from 'node:url';

/**
 * The web app runs on Preact through its React compatibility layer (decision 026): every import of React and
 * React DOM, the app's and its libraries', resolves to preact/compat. Used by the build (vite.config.ts) and by the
 * web tests (vitest.config.ts), so that the tests render with what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('../../web/preact/react.ts', import.meta.url)) },
];
