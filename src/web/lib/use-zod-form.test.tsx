// @vitest-environment jsdom
import '@/testing/test-utils';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { applyServerIssues, useZodForm } from './use-zod-form';

const Schema = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio'),
  phone: z
    .string()
    .nullable()
    .transform((value) => (value ? value : null)),
});
type FormValues = { name: string; phone: string };

function renderForm() {
  return renderHook(() =>
    useZodForm<typeof Schema, FormValues>(Schema, { defaultValues: { name: '', phone: '' } }),
  ).result;
}

function invalidRequest(issues: { path: string; message: string }[]) {
  return new ApiError({ status: 400, code: 'INVALID_REQUEST', message: issues[0]?.message ?? '', issues });
}

describe('useZodForm', () => {
  it("validates with the schema's messages and hands the schema's output to the submit handler", async () => {
    const form = renderForm();
    let submitted: unknown = null;
    const submit = () =>
      form.current.handleSubmit((values) => {
        submitted = values;
      })();

    await act(submit);
    expect(form.current.getFieldState('name').error?.message).toBe('El nombre es obligatorio');
    expect(submitted).toBeNull();

    act(() => form.current.setValue('name', '  Ana  '));
    await act(submit);
    expect(submitted).toEqual({ name: 'Ana', phone: null });
  });
});

describe('applyServerIssues', () => {
  it("puts each issue of the server's 400 answer on the field its path names", () => {
    const form = renderForm();
    let placed = 0;
    act(() => {
      placed = applyServerIssues(
        form.current,
        invalidRequest([
          { path: 'name', message: 'Nombre demasiado largo' },
          { path: 'body.phone', message: 'Teléfono no válido' },
        ]),
      );
    });
    expect(placed).toBe(2);
    expect(form.current.getFieldState('name').error).toMatchObject({
      type: 'server',
      message: 'Nombre demasiado largo',
    });
    expect(form.current.getFieldState('phone').error?.message).toBe('Teléfono no válido');
  });

  it('leaves issues about fields the form does not hold, and anything that is not an API error, alone', () => {
    const form = renderForm();
    let placed = -1;
    act(() => {
      placed = applyServerIssues(form.current, invalidRequest([{ path: 'clientId', message: 'No existe' }]));
    });
    expect(placed).toBe(0);
    expect(applyServerIssues(form.current, new Error('boom'))).toBe(0);
    expect(form.current.getFieldState('name').error).toBeUndefined();
  });
});
