// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of select.tsx (the test setup loads the shared one's Radix at once) with Radix held back. */
async function freshSelect() {
  vi.resetModules();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock('./select-radix', async () => {
    await gate;
    return vi.importActual('./select-radix');
  });
  const module = await import('./select');
  return { ...module, release };
}

// jsdom has no scrollIntoView; Radix Select calls it on the selected option when it opens.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  vi.doUnmock('./select-radix');
  vi.resetModules();
});

async function renderIndustry() {
  const ui = await freshSelect();
  const { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } = ui;
  const onValueChange = vi.fn();
  render(
    <Select value="moda" onValueChange={onValueChange}>
      <SelectTrigger aria-label="Industria">
        <SelectValue placeholder="Selecciona una industria" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="moda">Moda</SelectItem>
        <SelectItem value="cafe">Cafetería</SelectItem>
      </SelectContent>
    </Select>,
  );
  return { ...ui, onValueChange };
}

describe('the select before Radix has arrived', () => {
  it("draws the trigger with the chosen option's text, and no list", async () => {
    await renderIndustry();
    const trigger = screen.getByRole('combobox', { name: 'Industria' });
    expect(trigger).toHaveTextContent('Moda');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('data-placeholder');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a click asks for Radix and opens the list when it arrives, with the focus in it; a choice is reported', async () => {
    const { release, loadSelect, onValueChange } = await renderIndustry();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Industria' }));
    expect(screen.queryByRole('option')).toBeNull();
    release();
    await act(async () => {
      await loadSelect();
    });
    const option = await screen.findByRole('option', { name: 'Cafetería' });
    // Radix hides the rest of the page from assistive technology while its list is open.
    expect(screen.getByRole('combobox', { name: 'Industria', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(option);
    expect(onValueChange).toHaveBeenCalledWith('cafe');
  });

  it('keeps the focus on the trigger when Radix replaces it', async () => {
    const { release, loadSelect } = await renderIndustry();
    act(() => screen.getByRole('combobox', { name: 'Industria' }).focus());
    release();
    await act(async () => {
      await loadSelect();
    });
    const trigger = screen.getByRole('combobox', { name: 'Industria' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
