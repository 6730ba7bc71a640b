import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../text/single-line';
import { isClientConfirmationValid } from './client-delete';
import { ClientCreateInput, ClientUpdateInput } from './client-form';

const valid = { name: 'Lucía Pérez', brandName: 'Café Aurora', email: 'lucia@cafe.test' };

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('client form schema', () => {
  it('accepts a valid client, trims and lower-cases the e-mail, and turns empty optional values into null', () => {
    const parsed = ClientCreateInput.parse({
      ...valid,
      email: '  Lucia@Cafe.TEST ',
      phone: '',
      industry: '   ',
      description: undefined,
    });
    expect(parsed).toEqual({
      name: 'Lucía Pérez',
      brandName: 'Café Aurora',
      email: 'lucia@cafe.test',
      phone: null,
      industry: null,
      description: null,
    });
    expect(ClientCreateInput.parse({ ...valid, phone: null, industry: 'Moda' })).toMatchObject({
      phone: null,
      industry: 'Moda',
    });
  });

  it('gives the spec messages', () => {
    const result = ClientCreateInput.safeParse({ name: ' A ', brandName: 'B', email: 'no-es-un-email' });
    expect(messages(result)).toEqual([
      'El nombre debe tener al menos 2 caracteres',
      'El nombre de marca debe tener al menos 2 caracteres',
      'Email inválido',
    ]);
    expect(messages(ClientCreateInput.safeParse({ ...valid, email: '' }))).toEqual(['Email inválido']);
  });

  it('keeps an industry outside the option list (older data) and bounds every text', () => {
    expect(ClientCreateInput.parse({ ...valid, industry: 'Hostelería' }).industry).toBe('Hostelería');
    expect(ClientCreateInput.safeParse({ ...valid, description: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('refuses line breaks and control characters in the one-line fields, keeps them in the description', () => {
    for (const field of ['name', 'brandName', 'phone', 'industry'] as const) {
      for (const schema of [ClientCreateInput, ClientUpdateInput]) {
        const result = schema.safeParse({ ...valid, status: 'active', [field]: 'Marca\r\nBcc: x@evil.test' });
        expect(result.success, field).toBe(false);
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ path: [field], message: SINGLE_LINE_MESSAGE }),
        ]);
      }
    }
    expect(ClientCreateInput.parse({ ...valid, description: 'Línea 1\nLínea 2' }).description).toBe(
      'Línea 1\nLínea 2',
    );
  });

  it('requires a known status on edit', () => {
    expect(ClientUpdateInput.parse({ ...valid, status: 'pending' }).status).toBe('pending');
    expect(ClientUpdateInput.safeParse({ ...valid, status: 'archived' }).success).toBe(false);
    expect(ClientUpdateInput.safeParse(valid).success).toBe(false);
  });
});

describe('delete confirmation', () => {
  it('needs the exact brand name', () => {
    expect(isClientConfirmationValid('Café Aurora', 'Café Aurora')).toBe(true);
    expect(isClientConfirmationValid('café aurora', 'Café Aurora')).toBe(false);
    expect(isClientConfirmationValid('Café Aurora ', 'Café Aurora')).toBe(false);
  });
});
