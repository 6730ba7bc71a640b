// @vitest-environment jsdom

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/testing/test-utils';
import { CircularProgress } from './circular-progress';

describe('CircularProgress', () => {
  it('is an accessible progress bar, 120 px with an 8 px ring by default', () => {
    const { container } = render(<CircularProgress value={42.6} label="Progreso" />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveStyle({ width: '120px', height: '120px' });
    expect(bar).toHaveTextContent('43%');
    const [track, indicator] = container.querySelectorAll('circle');
    expect(track).toHaveAttribute('stroke-width', '8');
    expect(track).toHaveAttribute('r', '56');
    const circumference = 2 * Math.PI * 56;
    expect(Number(indicator?.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference * (1 - 0.426));
  });

  it('clamps the value and takes another size and stroke', () => {
    const { container } = render(<CircularProgress value={140} label="P" size={64} strokeWidth={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(container.querySelector('circle')).toHaveAttribute('r', '30');
    expect(Number(container.querySelectorAll('circle')[1]?.getAttribute('stroke-dashoffset'))).toBeCloseTo(0);
    render(<CircularProgress value={Number.NaN} label="Q" />);
    expect(screen.getByRole('progressbar', { name: 'Q' })).toHaveAttribute('aria-valuenow', '0');
  });
});
