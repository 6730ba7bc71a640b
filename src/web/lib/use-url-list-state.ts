import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list read from the server whose search, filters and page live in the URL (`?q=…&tipo=…&pagina=2`), read and
 * changed one way: the box's text shows at once and goes to the URL as typed (replacing the history entry), the
 * read follows `q` once typing pauses; a filter is named by its URL parameter (the caller checks its value);
 * any change but the page starts again at page 1. (The campaign list's search box, which Back walks step by step,
 * is `useUrlSearchBox` in features/admin-campaigns.)
 */
export function useUrlListState<Filter extends string>() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(() => searchParams.get('q') ?? '');
  const q = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number.parseInt(searchParams.get('pagina') ?? '1', 10) || 1);

  const change = useCallback(
    (changes: Partial<Record<string, string | null>>, nextPage = 1) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) params.set(key, value);
            else params.delete(key);
          }
          if (nextPage > 1) params.set('pagina', String(nextPage));
          else params.delete('pagina');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return {
    /** What the box shows, and the search the read uses (trimmed, once typing pauses). */
    searchText,
    q,
    page,
    /** A filter's value as the URL has it (null when absent). */
    filter: (name: Filter) => searchParams.get(name),
    setSearch: (text: string) => {
      setSearchText(text);
      change({ q: text.trim() });
    },
    setFilter: (name: Filter, value: string | null) => change({ [name]: value }),
    setPage: (next: number) => change({}, next),
  };
}
