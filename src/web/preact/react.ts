/**
 * What the production build gives every `import … from 'react'`: Preact's React compatibility layer, plus the one
 * React 19 hook a dependency imports that preact/compat lacks. React Router's RouterProvider calls useOptimistic,
 * and uses its setter only with `useTransitions: true` (not set here): the hook returns the state it is given.
 */
import { useState } from 'preact/compat';

// preact/compat's types are written as `export =` (for React's typings); the bundle re-exports its ES exports.
// @ts-expect-error TS2498: `export *` of an `export =` module
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  const [noop] = useState(() => () => undefined);
  return [passthrough, noop];
}
