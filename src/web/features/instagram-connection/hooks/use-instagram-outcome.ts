import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { isInstagramOutcome, OUTCOME_TOASTS } from '../instagram-texts';

export const OUTCOME_PARAM = 'instagram';

/**
 * How «Conectar con Instagram» ended: Instagram's callback sends the browser back to the client's page with
 * `?instagram=<outcome>`. The page says it once, in a toast of its kind, and drops the parameter from the address
 * in place (no new history entry), so that a reload or «Atrás» does not say it again. An unknown value is dropped
 * silently.
 */
export function useInstagramOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(OUTCOME_PARAM);
  // React's development double run of effects happens before the address has changed: say it once.
  const said = useRef<string | null>(null);

  useEffect(() => {
    if (outcome === null) return;
    if (said.current !== outcome && isInstagramOutcome(outcome)) {
      said.current = outcome;
      const { kind, message } = OUTCOME_TOASTS[outcome];
      toast[kind](message, { id: `instagram-${outcome}` });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OUTCOME_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [outcome, setParams]);
}
