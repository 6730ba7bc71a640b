// @vitest-environment jsdom
import '@/testing/test-utils';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import {
  applyServerIssues,
  FORM_CHECK_UNAVAILABLE,
  SCHEMA_UNAVAILABLE_KEY,
  useZodForm,
} from './use-zod-form';

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
    useZodForm<typeof Schema, FormValues>(async () => Schema, { defaultValues: { name: '', phone: '' } }),
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

describe('useZodForm with a schema that has not arrived yet', () => {
  it('a submit waits for the schema, then validates with it; the schema is fetched once', async () => {
    let release: (schema: typeof Schema) => void = () => undefined;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<typeof Schema>((resolve) => {
        release = resolve;
      });
    };
    const form = renderHook(() =>
      useZodForm<typeof Schema, FormValues>(load, { defaultValues: { name: '  Eva ', phone: '' } }),
    ).result;
    let submitted: unknown = null;
    const submitting = act(() =>
      form.current.handleSubmit((values) => {
        submitted = values;
      })(),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(submitted).toBeNull();
    release(Schema);
    await submitting;
    expect(submitted).toEqual({ name: 'Eva', phone: null });
    await act(() => form.current.handleSubmit(() => undefined)());
    expect(loads).toBe(1);
  });

  it('a schema that cannot be fetched blocks the submit with a message, and the next submit fetches it again', async () => {
    let attempts = 0;
    const load = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Schema;
    };
    const form = renderHook(() =>
      useZodForm<typeof Schema, FormValues>(load, { defaultValues: { name: 'Eva', phone: '' } }),
    ).result;
    let submitted = 0;
    const submit = () =>
      form.current.handleSubmit(() => {
        submitted += 1;
      })();
    await act(submit);
    expect(submitted).toBe(0);
    expect(form.current.getFieldState(SCHEMA_UNAVAILABLE_KEY as 'name').error?.message).toBe(
      FORM_CHECK_UNAVAILABLE,
    );
    await act(submit);
    expect(submitted).toBe(1);
    expect(attempts).toBe(2);
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
