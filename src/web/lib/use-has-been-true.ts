import { useState } from 'react';

/**
 * Whether `value` has been true at some render of this component: a lazily loaded dialog is mounted from its first
 * opening on and then stays mounted, so that it still plays its closing animation and returns the focus.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
