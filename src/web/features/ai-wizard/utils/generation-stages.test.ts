import { describe, expect, it } from 'vitest';
import {
  ALL_STAGES_DONE,
  displayedStage,
  LAST_STAGE,
  msUntilNextSimulatedStage,
  serverStage,
  simulatedStage,
  stageState,
} from './generation-stages';

const s = 1_000;

describe('generation stages', () => {
  it('simulates receiving 5 s, consulting 40 s, analyzing 45 s, creating 30 s, then finalizing', () => {
    expect([0, 4.9, 5, 44.9, 45, 89.9, 90, 119.9, 120, 600].map((t) => simulatedStage(t * s))).toEqual([
      0,
      0,
      1,
      1,
      2,
      2,
      3,
      3,
      LAST_STAGE,
      LAST_STAGE,
    ]);
    expect(msUntilNextSimulatedStage(0)).toBe(5 * s);
    expect(msUntilNextSimulatedStage(50 * s)).toBe(40 * s);
    expect(msUntilNextSimulatedStage(120 * s)).toBeNull();
  });

  it('never shows the campaign completed before the server says so', () => {
    expect(displayedStage(LAST_STAGE, { status: 'processing_campaign' })).toBe(LAST_STAGE);
    expect(displayedStage(LAST_STAGE, null)).toBe(LAST_STAGE);
    expect(displayedStage(0, { status: 'completed' })).toBe(ALL_STAGES_DONE);
    expect(displayedStage(0, { status: 'processing_partial' })).toBe(ALL_STAGES_DONE);
  });

  it('stops a failed generation at the step the server says failed, whatever the simulation reached', () => {
    expect(displayedStage(0, { status: 'failed', failedStep: 'model' })).toBe(1);
    expect(displayedStage(3, { status: 'failed', failedStep: 'model' })).toBe(1);
    expect(displayedStage(1, { status: 'failed', failedStep: 'campaign' })).toBe(3);
    expect(displayedStage(0, { status: 'failed', failedStep: null })).toBe(1);
  });

  it('jumps ahead when the server is faster than the simulation', () => {
    expect(displayedStage(0, { status: 'processing_campaign' })).toBe(3);
    expect(displayedStage(2, { status: 'processing' })).toBe(2);
    expect(serverStage('failed')).toBeNull();
  });

  it('marks each item done, active or pending', () => {
    expect([0, 1, 2, 3, 4].map((index) => stageState(index, 2))).toEqual([
      'done',
      'done',
      'active',
      'pending',
      'pending',
    ]);
    expect(stageState(LAST_STAGE, ALL_STAGES_DONE)).toBe('done');
  });
});
