import type { CampaignDurationDays } from './context';

/** The stages of a launch, in the order a follower lives them. */
const LAUNCH_PHASES = [
  'expectation',
  'problem',
  'solution',
  'education',
  'proof',
  'offer',
  'objections',
  'urgency',
  'close',
] as const;
export type LaunchPhase = (typeof LAUNCH_PHASES)[number];

/**
 * The launch arc per duration. 7 days: one day per stage. 14 days: more problem, solution and proof, and a
 * day for objections once the offer is open. 21 days: education and testimonials in the middle, three days of
 * urgency before the close.
 */
const ARCS: Record<CampaignDurationDays, readonly LaunchPhase[]> = {
  7: ['expectation', 'problem', 'solution', 'proof', 'offer', 'urgency', 'close'],
  14: [
    'expectation',
    'expectation',
    'problem',
    'problem',
    'solution',
    'solution',
    'proof',
    'proof',
    'offer',
    'objections',
    'proof',
    'urgency',
    'urgency',
    'close',
  ],
  21: [
    'expectation',
    'expectation',
    'problem',
    'problem',
    'problem',
    'solution',
    'solution',
    'education',
    'education',
    'education',
    'proof',
    'proof',
    'proof',
    'offer',
    'offer',
    'objections',
    'objections',
    'urgency',
    'urgency',
    'urgency',
    'close',
  ],
};

export interface ArcDay {
  phase: LaunchPhase;
  /** 0 for the first day of this phase, 1 for the second… (each picks another angle). */
  occurrence: number;
}

export function launchArc(duration: CampaignDurationDays): ArcDay[] {
  const seen = new Map<LaunchPhase, number>();
  return ARCS[duration].map((phase) => {
    const occurrence = seen.get(phase) ?? 0;
    seen.set(phase, occurrence + 1);
    return { phase, occurrence };
  });
}

/** The first day (1-based) on which the offer is open, i.e. the cart opens. */
export function offerOpensOnDay(duration: CampaignDurationDays): number {
  return ARCS[duration].indexOf('offer') + 1;
}
