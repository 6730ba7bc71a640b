import { describe, expect, it } from 'vitest';
import { createWizardState, type WizardAction, type WizardState, wizardReducer } from './wizard-state';
import { WIZARD_STEP_COUNT } from './wizard-steps';

const run = (actions: WizardAction[], from: WizardState = createWizardState()) =>
  actions.reduce(wizardReducer, from);

describe('wizardReducer', () => {
  it('starts on the first step of an empty form', () => {
    expect(createWizardState()).toMatchObject({
      stepIndex: 0,
      phase: 'form',
      requestId: null,
      startedAt: null,
      failedMessage: null,
      values: { productDescription: '', salesProcess: '', specialOffers: '', keyMessage: '' },
    });
  });

  it('keeps the answers and moves between the steps without leaving them', () => {
    const state = run([
      { type: 'values-changed', patch: { productDescription: 'Café' } },
      { type: 'previous-step' },
      ...Array.from({ length: WIZARD_STEP_COUNT + 2 }, () => ({ type: 'next-step' }) as const),
    ]);
    expect(state.values.productDescription).toBe('Café');
    expect(state.stepIndex).toBe(WIZARD_STEP_COUNT - 1);
    expect(run([{ type: 'previous-step' }], state).stepIndex).toBe(WIZARD_STEP_COUNT - 2);
  });

  it('generates: started, then the request to follow, then a failure shown in place', () => {
    const started = run([{ type: 'generation-started', at: 1_000 }]);
    expect(started).toMatchObject({ phase: 'generating', startedAt: 1_000, requestId: null });
    const following = run([{ type: 'request-created', requestId: 'req-1' }], started);
    expect(following.requestId).toBe('req-1');
    const failed = run([{ type: 'generation-failed', message: 'Sin saldo' }], following);
    expect(failed).toMatchObject({ phase: 'generating', requestId: 'req-1', failedMessage: 'Sin saldo' });
  });

  it("goes back to the form, answers kept, after a refused create or 'Volver al formulario'", () => {
    const filled = run([{ type: 'values-changed', patch: { keyMessage: 'Hola' } }, { type: 'next-step' }]);
    const refused = run([{ type: 'generation-started', at: 5 }, { type: 'create-failed' }], filled);
    expect(refused).toMatchObject({ phase: 'form', startedAt: null, stepIndex: 1 });
    expect(refused.values.keyMessage).toBe('Hola');

    const back = run(
      [
        { type: 'generation-started', at: 5 },
        { type: 'request-created', requestId: 'req-1' },
        { type: 'generation-failed', message: 'x' },
        { type: 'back-to-form' },
      ],
      filled,
    );
    expect(back).toMatchObject({ phase: 'form', requestId: null, startedAt: null, failedMessage: null });
    expect(back.values.keyMessage).toBe('Hola');
  });

  it('stops following the request on close, and empties everything on the next opening', () => {
    const generating = run([
      { type: 'values-changed', patch: { productDescription: 'Café' } },
      { type: 'generation-started', at: 5 },
      { type: 'request-created', requestId: 'req-1' },
    ]);
    const closed = run([{ type: 'closed' }], generating);
    expect(closed).toMatchObject({ phase: 'form', requestId: null, startedAt: null });
    const reopened = run([{ type: 'reset' }], closed);
    expect(reopened).toEqual({ ...createWizardState(), values: reopened.values });
    expect(reopened.values.productDescription).toBe('');
  });

  it('a new generation clears the failure of the previous one', () => {
    const failed = run([
      { type: 'generation-started', at: 1 },
      { type: 'generation-failed', message: 'x' },
    ]);
    expect(run([{ type: 'generation-started', at: 2 }], failed).failedMessage).toBeNull();
  });
});
