// @vitest-environment jsdom

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/testing/test-utils';
import { useUrlListState } from './use-url-list-state';

function setup(initialEntry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
  const hook = renderHook(() => ({ list: useUrlListState<'tipo'>(), location: useLocation() }), { wrapper });
  const search = () => new URLSearchParams(hook.result.current.location.search);
  return { hook, search, list: () => hook.result.current.list };
}

describe('useUrlListState', () => {
  it('reads the search, a filter and the page from the URL', () => {
    const { list } = setup('/admin/settings?q=caf%C3%A9&tipo=credentials&pagina=3');
    expect(list().searchText).toBe('café');
    expect(list().filter('tipo')).toBe('credentials');
    expect(list().page).toBe(3);
  });

  it('starts again at page 1 when the search or a filter changes, and drops empty values', () => {
    const { list, search } = setup('/admin/settings?q=ana&tipo=credentials&pagina=3');
    act(() => list().setFilter('tipo', null));
    expect(search().get('tipo')).toBeNull();
    expect(search().get('pagina')).toBeNull();
    act(() => list().setPage(2));
    expect(search().get('pagina')).toBe('2');
    act(() => list().setSearch('  bea '));
    expect(list().searchText).toBe('  bea ');
    expect(search().get('q')).toBe('bea');
    expect(search().get('pagina')).toBeNull();
  });

  it('reads a page that is not a positive number as page 1', () => {
    expect(setup('/x?pagina=abc').list().page).toBe(1);
    expect(setup('/x?pagina=-4').list().page).toBe(1);
  });
});
