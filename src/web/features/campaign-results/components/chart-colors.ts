import type { FunnelStep } from '@shared/results/funnel';

/** One colour per funnel step, from the theme's tokens (globals.css), in both charts. */
export const STEP_COLORS: Record<FunnelStep, string> = {
  reach: 'var(--primary)',
  interactions: 'var(--info)',
  linkClicks: 'var(--success)',
  keywordDms: 'var(--warning)',
};

/** The axes' and labels' text: the theme's muted foreground, the page's font size for small print. */
export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;
