import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The text of a search box whose search lives in the URL. What the user types reaches the URL (through
 * `commit`, trimmed) once typing pauses for `delayMs`; a search changed from outside (back/forward, a shared
 * link) is shown in the box. The box never undoes its own commits: a URL update that lands while the user
 * is already typing something new leaves the new text alone.
 */
export function useUrlSearchBox(
  urlQuery: string,
  commit: (query: string, options: { replace: boolean }) => void,
  delayMs: number,
) {
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text, delayMs);
  const urlValue = urlQuery.trim();
  /** The search this box last put in the URL, or last found there. */
  const known = useRef(urlValue);
  const lastDebounced = useRef(debounced);

  useEffect(() => {
    if (urlValue === known.current) return;
    known.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    const next = debounced.trim();
    if (next === known.current) return;
    // Starting or clearing a search is a step that Back undoes; refining the text replaces that step.
    const isRefining = known.current !== '' && next !== '';
    known.current = next;
    commit(next, { replace: isRefining });
  }, [debounced, commit]);

  return [text, setText] as const;
}
