// @vitest-environment jsdom

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { campaignResponse } from '../testing/campaign-response';
import { DayList, eagerDayIds } from './day-list';

/** An IntersectionObserver the test drives: `reveal(element)` says that element came near the visible area. */
function fakeIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Set<Element> }> = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal(element: Element) {
      for (const { callback, elements } of observers) {
        if (!elements.has(element)) continue;
        const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
        act(() => callback([entry], {} as IntersectionObserver));
      }
    },
  };
}

// Four days from 2026-11-19, today the 20th (day 2): days 2 and 3 are drawn fully, 1 and 4 start light.
const DATA = campaignResponse({ days: [[], [], [], []], startDate: '2026-11-19', today: '2026-11-20' });

function Days() {
  const [openDayId, setOpenDayId] = useState<string | null>(null);
  return (
    <DayList
      campaignId="c1"
      days={DATA.campaign.days}
      today={DATA.today}
      openDayId={openDayId}
      onOpenDayChange={setOpenDayId}
      highlightedStoryId={null}
      onTogglePosted={() => undefined}
      onSaveCopy={() => undefined}
    />
  );
}

const renderDays = () => renderWithProviders(<Days />);
const dayButton = (order: number) => screen.getByRole('button', { name: new RegExp(`^Día ${order} - `) });
/** A fully drawn day shows its theme as a badge; a light row as plain text. */
const isFull = (order: number) => dayButton(order).querySelector('[data-slot="day-theme"]') !== null;

afterEach(() => vi.unstubAllGlobals());

describe('the campaign days on a phone', () => {
  it("draws today's day and the next fully, the others as light rows with the same button and name", () => {
    fakeIntersectionObserver();
    renderDays();
    expect([1, 2, 3, 4].map(isFull)).toEqual([false, true, true, false]);
    expect(dayButton(1)).toHaveAccessibleName(/^Día 1 - .*, Tema 1, 0 historias, 0\/0 publicadas/);
    expect(dayButton(1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws a light row fully when it comes near the visible area, and when it is opened', async () => {
    const observer = fakeIntersectionObserver();
    const user = userEvent.setup();
    renderDays();
    observer.reveal(document.getElementById('dia-d4') as Element);
    expect(isFull(4)).toBe(true);

    await user.click(dayButton(1));
    expect(dayButton(1)).toHaveAttribute('aria-expanded', 'true');
    expect(dayButton(1)).toHaveFocus();
    expect(isFull(1)).toBe(true);
    expect(screen.getByRole('region', { name: /^Día 1 - / })).toHaveTextContent(
      'Este día no tiene historias.',
    );
  });

  it('draws every day fully without IntersectionObserver (older browsers)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDays();
    expect([1, 2, 3, 4].map(isFull)).toEqual([true, true, true, true]);
  });

  it('moves between the days with the arrow keys, Home and End', async () => {
    fakeIntersectionObserver();
    const user = userEvent.setup();
    renderDays();
    dayButton(1).focus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(dayButton(4)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton(1)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(dayButton(4)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dayButton(1)).toHaveFocus();
  });

  it('picks the first two days to come, or the last day once the campaign is over', () => {
    const days = DATA.campaign.days;
    expect([...eagerDayIds(days, '2026-11-01')]).toEqual(['d1', 'd2']);
    expect([...eagerDayIds(days, '2026-11-22')]).toEqual(['d4']);
    expect([...eagerDayIds(days, '2026-12-30')]).toEqual(['d4']);
  });
});
