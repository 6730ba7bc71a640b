// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The facade before sonner has arrived: a fresh copy of the module (the test setup loads the shared one at once),
 * with sonner's import held until the test lets it through.
 */
async function freshToast() {
  vi.resetModules();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: unknown[][] = [];
  vi.doMock('sonner', async () => {
    await gate;
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        calls.push([name, ...args]);
        return (args[1] as { id?: unknown } | undefined)?.id;
      };
    return {
      toast: Object.assign(record('toast'), {
        success: record('success'),
        error: record('error'),
        info: record('info'),
        warning: record('warning'),
        dismiss: record('dismiss'),
        getToasts: () => [],
      }),
    };
  });
  const module = await import('./toast');
  return { ...module, calls, release };
}

afterEach(() => {
  vi.doUnmock('sonner');
  vi.resetModules();
});

describe('toast before sonner has loaded', () => {
  it('answers with an id at once and replays the calls, in order, once sonner arrives', async () => {
    const { toast, loadToasts, calls, release } = await freshToast();
    const saved = toast.success('Guardado');
    const failed = toast.error('No se pudo guardar', { description: 'Sin conexión', id: 'save' });
    toast.dismiss(saved);
    expect(failed).toBe('save');
    expect(typeof saved).toBe('string');
    expect(calls).toEqual([]);
    release();
    await loadToasts();
    expect(calls).toEqual([
      ['success', 'Guardado', { id: saved }],
      ['error', 'No se pudo guardar', { description: 'Sin conexión', id: 'save' }],
      ['dismiss', saved],
    ]);
    toast.info('Ya cargado');
    expect(calls.at(-1)).toEqual(['info', 'Ya cargado', { id: expect.any(String) }]);
  });

  it('a dismissal when nothing was ever shown does not load sonner', async () => {
    const { toast, calls, release } = await freshToast();
    toast.dismiss();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });
});
