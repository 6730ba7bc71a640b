// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  next,
  OFFER,
  openWizard,
  PROCESS,
  PRODUCT,
  previous,
  renderWizard,
  setUpWizardTests,
} from './testing/wizard-test-harness';

setUpWizardTests();

describe('Crear Campaña con IA: the steps', () => {
  it('validates each step with the 30-character minimum and moves back and forth', async () => {
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    expect(within(dialog).getByText('Paso 1 de 6')).toBeInTheDocument();
    expect(within(dialog).getByText('17% completado')).toBeInTheDocument();
    const product = screen.getByRole('textbox', { name: '¿Qué vendes?' });
    expect(product).toHaveFocus();
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();

    await user.paste(`   ${'a'.repeat(29)}   `);
    expect(within(dialog).getByText('Mínimo 30 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText(/^29/)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(product, 'b');
    expect(next()).toBeEnabled();

    await user.click(next());
    expect(within(dialog).getByText('Paso 2 de 6')).toBeInTheDocument();
    expect(within(dialog).getByText('33% completado')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '¿Cómo es tu proceso de venta?' })).toHaveFocus();
    expect(next()).toBeDisabled();

    await user.click(previous());
    expect(screen.getByRole('textbox', { name: '¿Qué vendes?' })).toHaveValue(`   ${'a'.repeat(29)}   b`);
  });

  it('advances with Ctrl+Enter only when the step is valid, and offers the defaults of steps 4 to 6', async () => {
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(dialog).getByText('Paso 1 de 6')).toBeInTheDocument();

    await user.paste(PRODUCT);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(dialog).getByText('Paso 2 de 6')).toBeInTheDocument();
    await user.paste(PROCESS);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.paste(OFFER);
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(within(dialog).getByText('Paso 4 de 6')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: '¿Cuántos días quieres que dure la campaña?' }),
    ).toHaveTextContent('7 días');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(dialog).getByText('Paso 5 de 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /mensaje clave/ })).toHaveValue('');
    expect(next()).toBeEnabled();
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(within(dialog).getByText('Paso 6 de 6')).toBeInTheDocument();
    expect(within(dialog).getByText('100% completado')).toBeInTheDocument();
    expect(within(dialog).getByText('lunes, 23 de noviembre de 2026 a las 12:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Hora' })).toHaveTextContent('12');
    expect(within(dialog).getByRole('combobox', { name: 'Minutos' })).toHaveTextContent('00');
    // Days before today are disabled; today and later can be chosen.
    expect(within(dialog).getByRole('button', { name: /21 de noviembre/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /22 de noviembre/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generar Campaña con IA' })).toBeEnabled();
  });

  it('closes with Escape or a click on the backdrop and starts again from an empty form', async () => {
    const { user } = renderWizard();
    await openWizard(user);
    await user.paste(PRODUCT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openWizard(user);
    expect(screen.getByRole('textbox', { name: '¿Qué vendes?' })).toHaveValue('');

    const overlay = document.querySelector<HTMLElement>('[data-slot=dialog-overlay]');
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Generación iniciada')).not.toBeInTheDocument();
  });
});
